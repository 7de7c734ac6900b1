import { canonicalTimeZone, DomainError, TIME_ZONE_HINT, err, ok, type Clock, type Result } from '@sidequest/kernel';
import { canUndo, checkInDayZone, decideCheckIn, localDateOf, undoDeadline, type CheckIn } from '../daily/check-in';
import { buildHeatmap, type Heatmap } from '../daily/heatmap';
import { firstWeekGoal, weeklyGoal } from '../daily/weekly-goal';
import type { CheckInRepository } from '../ports/check-in-repository.port';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import type { DaySettings } from '../ports/day-settings.port';
import type { AwardRepository } from '../ports/award-repository.port';
import { award, badgeAwards } from '../awards/awards';
import { computeStreak, weekStartOf } from '../daily/streak';

export const NO_CURRENT_QUEST = 'There is no current quest to check in to. Pick a quest first.';

/** The daily loop as the dashboard shows it: today's state, the streak and the 12-week heatmap. */
export interface DailyLoop {
  /** The person's calendar day, `YYYY-MM-DD`, in `timeZone`. */
  today: string;
  timeZone: string;
  /** The current quest, or null when there is none (then there is nothing to check in to). */
  questId: string | null;
  /** Today's check-in, or null. */
  checkIn: CheckIn | null;
  /** Until when today's check-in can be undone (the midnight ending its local day), or null. */
  undoUntil: Date | null;
  weeklyGoal: number;
  /** A newcomer's first week, when today is in it and its goal is cut to fit the days left; else null. */
  firstWeek: FirstWeek | null;
  /** Today's step of the current quest's plan, or null when there is none. */
  todayStep: TodayStep | null;
  heatmap: Heatmap;
}

/** The week a person joined in (started their first quest, no check-in before it), with the goal that fits it. */
export interface FirstWeek {
  /** The join day, `YYYY-MM-DD` in the person's zone. */
  joinedOn: string;
  /** The week's Monday. */
  start: string;
  /** Fewer days than the usual weekly goal: the days left fit it. */
  goal: number;
}

/**
 * A newcomer's first week: the current quest was picked on a day with no check-in before it, after the
 * week's Monday, so fewer days are left than the weekly goal asks for. Null for a full week or a person
 * who checked in before (a quest switched mid-week is not a first week).
 */
export function firstWeekOf(
  current: Pick<CurrentQuestMilestones, 'startedAt' | 'weeklyPlan'> | null,
  checkIns: readonly Pick<CheckIn, 'localDate'>[],
  zone: string,
  goal: number,
): FirstWeek | null {
  if (!current?.startedAt) return null;
  const joinedOn = localDateOf(current.startedAt, zone);
  if (checkIns.some((c) => c.localDate < joinedOn)) return null;
  const fitted = firstWeekGoal(goal, joinedOn, current.weeklyPlan);
  return fitted < goal ? { joinedOn, start: weekStartOf(joinedOn), goal: fitted } : null;
}

/** Today's step: the plan day after the days already checked in for the quest, so a missed day never piles steps up. */
export interface TodayStep {
  /** 1-based plan day. */
  day: number;
  of: number;
  text: string;
  minutes: number;
  /** Today is checked in. */
  done: boolean;
  /** Every step is done (the last one is shown). */
  planDone: boolean;
}

/**
 * Today's step from the check-ins already read: the step after the days checked in for this quest
 * before today. Without its check-in a day moves nothing on; a day checked in shows its step done.
 */
export function todayStepOf(
  current: Pick<CurrentQuestMilestones, 'questId' | 'daySteps'> | null,
  checkIns: readonly CheckIn[],
  today: string,
  checkedInToday: boolean,
): TodayStep | null {
  const steps = current?.daySteps ?? [];
  if (!current || steps.length === 0) return null;
  const before = checkIns.filter((c) => c.questId === current.questId && c.localDate < today).length;
  const index = Math.min(before, steps.length - 1);
  const step = steps[index];
  return {
    day: index + 1,
    of: steps.length,
    text: step.text,
    minutes: step.minutes,
    done: checkedInToday || before >= steps.length,
    planDone: before >= steps.length || (checkedInToday && index === steps.length - 1),
  };
}

interface Deps {
  currentQuest: CurrentQuestPort;
  checkIns: CheckInRepository;
  clock: Clock;
  /** The person's saved zone, when they saved one, wins over the browser's timeZone (kept as the fallback); a check-in answers their reminders. */
  days?: DaySettings;
  /** Where a check-in's points and the streak badge are granted (earned once, kept: an undo takes nothing back). */
  awards?: AwardRepository;
}

/** The saved zone, else the browser's. */
async function zoneOf(deps: Deps, userId: string, browserZone: string): Promise<string> {
  if (!deps.days) return browserZone;
  const saved = await deps.days.savedZone(userId);
  return (saved && canonicalTimeZone(saved)) || browserZone;
}

function invalidZone(zone: string): DomainError {
  return new DomainError('invalid', `Unknown time zone: ${zone.slice(0, 64)}. ${TIME_ZONE_HINT}`, {
    zone: zone.slice(0, 64),
  });
}

/** The check-in of the person's current local day that can still be undone, if any. */
function todays(checkIns: readonly CheckIn[], now: Date, zone: string): CheckIn | null {
  const today = localDateOf(now, checkInDayZone(checkIns, now, zone));
  return checkIns.find((c) => c.localDate === today && canUndo(c, now)) ?? null;
}

/** Today's state, the streak and the heatmap, with the weekly goal from the current quest's plan. */
export class GetDailyLoop {
  constructor(private readonly deps: Deps) {}

  async execute(input: { userId: string; timeZone: string }): Promise<Result<DailyLoop>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    input = { ...input, timeZone: await zoneOf(this.deps, input.userId, input.timeZone) };
    const now = this.deps.clock.now();
    const [current, checkIns] = await Promise.all([
      this.deps.currentQuest.current(input.userId),
      this.deps.checkIns.listByUser(input.userId),
    ]);
    // "Today" is the day a check-in now would count for (a changed zone counts from the latest check-in's midnight).
    const today = localDateOf(now, checkInDayZone(checkIns, now, input.timeZone));
    const goal = weeklyGoal({ weeklyPlan: current?.weeklyPlan ?? null });
    const firstWeek = firstWeekOf(current, checkIns, input.timeZone, goal);
    const checkIn = todays(checkIns, now, input.timeZone);
    return ok({
      today,
      timeZone: input.timeZone,
      questId: current?.questId ?? null,
      checkIn,
      undoUntil: checkIn ? undoDeadline(checkIn) : null,
      weeklyGoal: goal,
      firstWeek: firstWeek?.start === weekStartOf(today) ? firstWeek : null,
      todayStep: todayStepOf(current, checkIns, today, checkIn !== null),
      heatmap: buildHeatmap({ checkIns, weeklyGoal: goal, today, firstWeek }),
    });
  }
}

type DayInput = { userId: string; timeZone: string };

/**
 * A change to today's check-in, made in the person's zone (the saved one, else the browser's), and
 * answered with the daily loop as it then stands and whether anything changed.
 */
abstract class TodaysCheckInChange {
  constructor(
    protected readonly deps: Deps,
    private readonly loop: GetDailyLoop,
  ) {}

  async execute(input: DayInput): Promise<Result<DailyLoop & { changed: boolean }>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    input = { ...input, timeZone: await zoneOf(this.deps, input.userId, input.timeZone) };
    const changed = await this.change(input);
    if (!changed.ok) return changed;
    const loop = await this.loop.execute(input);
    return loop.ok ? ok({ ...loop.value, changed: changed.value }) : loop;
  }

  /** Makes the change in the resolved zone; answers whether it changed anything. */
  protected abstract change(input: DayInput): Promise<Result<boolean>>;
}

/** "Done for today" for the current quest; a second mark the same local day changes nothing. */
export class CheckInToday extends TodaysCheckInChange {
  protected async change(input: DayInput): Promise<Result<boolean>> {
    const current = await this.deps.currentQuest.current(input.userId);
    if (!current) return err(new DomainError('conflict', NO_CURRENT_QUEST));
    const existing = await this.deps.checkIns.listByUserLocked(input.userId);
    const decision = decideCheckIn(existing, this.deps.clock.now(), input.timeZone, {
      userId: input.userId,
      questId: current.questId,
    });
    if (!decision.ok) return decision;
    // Two quick marks may race: the unique (user, local date) keeps one, and the second changes nothing.
    const changed = decision.value.changed ? await this.deps.checkIns.add(decision.value.checkIn) : false;
    // A check-in answers the reminders: the count towards the pause starts again.
    if (changed) await this.deps.days?.checkedIn(input.userId);
    if (changed && this.deps.awards) {
      // Points for the day (keyed by its local date, so undo and mark again pays nothing twice) and,
      // once the weekly streak reaches four, its badge.
      const { checkIn } = decision.value;
      const goal = weeklyGoal({ weeklyPlan: current.weeklyPlan ?? null });
      const streak = computeStreak({
        checkIns: [...existing, checkIn],
        weeklyGoal: goal,
        today: checkIn.localDate,
        firstWeek: firstWeekOf(current, existing, input.timeZone, goal),
      });
      await this.deps.awards.grant([
        award(input.userId, 'check-in', checkIn.localDate, checkIn.at),
        ...badgeAwards(input.userId, { weeklyStreak: streak.streak }, checkIn.at),
      ]);
    }
    return ok(changed);
  }
}

/** Takes back today's check-in, until midnight of its day in the zone it was made in. */
export class UndoCheckInToday extends TodaysCheckInChange {
  protected async change(input: DayInput): Promise<Result<boolean>> {
    const checkIn = todays(await this.deps.checkIns.listByUser(input.userId), this.deps.clock.now(), input.timeZone);
    if (checkIn) await this.deps.checkIns.remove(input.userId, checkIn.localDate);
    return ok(checkIn !== null);
  }
}
