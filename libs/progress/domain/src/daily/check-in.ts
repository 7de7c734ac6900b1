import { addDays, DomainError, err, isTimeZone, localParts, ok, zonedInstant, type Result } from '@sidequest/kernel';

/**
 * "Done for today": one mark per person per calendar day, on their own calendar in the zone they
 * were in when they made it. It names the quest that was current then, so switching quests keeps
 * the history.
 */
export interface CheckIn {
  userId: string;
  questId: string;
  /** The person's calendar day when they checked in, `YYYY-MM-DD`, in `zone`. */
  localDate: string;
  /** The IANA zone the check-in was made in. */
  zone: string;
  /** When it was made. */
  at: Date;
}

/** The calendar day, `YYYY-MM-DD`, that an instant falls on in a zone. */
export function localDateOf(instant: Date, zone: string): string {
  return localParts(instant, zone).date;
}

export type CheckInDecision =
  /** A new check-in to store. */
  | { changed: true; checkIn: CheckIn }
  /** The person has already checked in on this local day: nothing changes. */
  | { changed: false; checkIn: CheckIn };

/**
 * What marking today as done does, given the person's existing check-ins (any of them; only theirs
 * on today's local date matter). A second mark on the same local day changes nothing, whichever
 * quest it names. A zone Intl does not know is refused.
 *
 * A zone change cannot forge a day: until the day of the person's latest check-in has ended (its
 * midnight, in the zone it was made in) "today" is read in that zone, whatever zone is sent or
 * saved; a changed zone counts from that midnight on. And a check-in never lands on a day before
 * the latest one. So changing zones back and forth yields no second check-in for the same
 * moment; it can only skip days, never add them.
 */
export function decideCheckIn(
  existing: readonly CheckIn[],
  now: Date,
  zone: string,
  who: { userId: string; questId: string },
): Result<CheckInDecision, DomainError> {
  if (!isTimeZone(zone)) return err(new DomainError('invalid', `Unknown time zone: ${zone}`, { zone }));
  const mine = existing.filter((c) => c.userId === who.userId);
  const latest = latestOf(mine);
  const dayZone = checkInDayZone(mine, now, zone);
  const localDate = localDateOf(now, dayZone);
  const already = mine.find((c) => c.localDate === localDate);
  if (already) return ok({ changed: false, checkIn: already });
  if (latest && localDate < latest.localDate) return ok({ changed: false, checkIn: latest });
  return ok({
    changed: true,
    checkIn: { userId: who.userId, questId: who.questId, localDate, zone: dayZone, at: now },
  });
}

function latestOf(checkIns: readonly CheckIn[]): CheckIn | null {
  return checkIns.reduce<CheckIn | null>((a, c) => (!a || c.localDate > a.localDate ? c : a), null);
}

/**
 * The zone "today" is read in for a check-in at `now`: the latest check-in's zone until its day has
 * ended there, then the person's zone (`zone`). See decideCheckIn.
 */
export function checkInDayZone(checkIns: readonly CheckIn[], now: Date, zone: string): string {
  const latest = latestOf(checkIns);
  return latest && canUndo(latest, now) ? latest.zone : zone;
}

/**
 * Until when a check-in can be undone: the midnight that ends its local day, in the zone it was made
 * in (a day that ends at a daylight-saving change ends when the next day's clocks start).
 */
export function undoDeadline(checkIn: Pick<CheckIn, 'localDate' | 'zone'>): Date {
  return zonedInstant(addDays(checkIn.localDate, 1), 0, checkIn.zone);
}

/** Whether a check-in can still be undone at `now`: until midnight of its day, the person's time then. */
export function canUndo(checkIn: Pick<CheckIn, 'localDate' | 'zone'>, now: Date): boolean {
  return now.getTime() < undoDeadline(checkIn).getTime();
}
