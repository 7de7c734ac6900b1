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
 */
export function decideCheckIn(
  existing: readonly CheckIn[],
  now: Date,
  zone: string,
  who: { userId: string; questId: string },
): Result<CheckInDecision, DomainError> {
  if (!isTimeZone(zone)) return err(new DomainError('invalid', `Unknown time zone: ${zone}`, { zone }));
  const localDate = localDateOf(now, zone);
  const already = existing.find((c) => c.userId === who.userId && c.localDate === localDate);
  if (already) return ok({ changed: false, checkIn: already });
  return ok({ changed: true, checkIn: { userId: who.userId, questId: who.questId, localDate, zone, at: now } });
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
