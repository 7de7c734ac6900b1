import type { Milestone, Plan } from './plan';
import { planWeekdays } from './plan-calendar';
import { DEFAULT_DURATION_WEEKS, DEFAULT_MINUTES_PER_DAY } from './plan';

/**
 * One plan day's step: what to do in that day's minutes. Steps are counted in plan days (sessions),
 * not calendar days: a day missed leaves the same step for the next session, so steps never pile up.
 */
export interface DayStep {
  /** 1-based: the plan day (session) this step is for. */
  day: number;
  /** The milestone (0-based) this step builds toward. */
  milestone: number;
  /** One concrete action, in the milestone's (or, on day 1, the quest's) own words. */
  text: string;
  /** At most the person's minutes per day. */
  minutes: number;
  /** `quest` on day 1; `action` from the milestone's words; `filler` a review or practise day (at most two per milestone). */
  kind: 'quest' | 'action' | 'filler';
}

/** At most this many review or practise days per milestone. */
export const MAX_FILLERS_PER_MILESTONE = 2;

/** A step that only reviews or practises: what the rule "at most twice per milestone" counts. */
export const isFillerStep = (text: string): boolean => /^(review|practi[sc]e|recap|repeat)\b/i.test(text.trim());

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const sentence = (text: string) => {
  const t = clean(text).replace(/[.;:,\s]+$/, '');
  return t ? `${t[0].toUpperCase()}${t.slice(1)}.` : '';
};
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? `${text[0].toLowerCase()}${text.slice(1)}` : text);
const unstop = (text: string) => text.replace(/[.!?]+$/, '');

/**
 * A milestone's description as its separate actions: its sentences, and within each the parts
 * joined by "; ", ", and …" or ", then …". Lists ("screen height, chair, feet") stay whole.
 */
export function milestoneActions(milestone: Pick<Milestone, 'title' | 'description'>): string[] {
  const parts = clean(milestone.description)
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .flatMap((s) =>
      s.split(
        /;\s+|,\s+(?:and\s+then|and|then)\s+(?!(?:how|what|where|why|which|who|when|whether)\b)|\s+and\s+then\s+/i,
      ),
    )
    .map((s) => sentence(s.replace(/^(and|then)\s+/i, '')))
    .filter((s) => s.split(' ').length >= 2);
  return parts.length > 0 ? parts : [sentence(milestone.title)];
}

/** How many plan days a plan's milestones get, in order: their share of the plan's sessions by due day. */
function sessionsPerMilestone(plan: Plan): number[] {
  const perWeek = planWeekdays(plan.schedule).length;
  const sessionsBy = (days: number) => Math.max(1, Math.round((days * perWeek) / 7));
  const weeks = plan.schedule.duration_weeks > 0 ? plan.schedule.duration_weeks : DEFAULT_DURATION_WEEKS;
  const counts: number[] = [];
  let before = 0;
  plan.milestones.forEach((m, i) => {
    const last = i === plan.milestones.length - 1;
    // The last milestone runs to the end of the plan's weeks, if that is later than its day.
    const until = Math.max(sessionsBy(last ? Math.max(m.due_in_days, weeks * 7) : m.due_in_days), before + 1);
    counts.push(until - before);
    before = until;
  });
  return counts;
}

/** `count` groups of consecutive items, as even as they come (the earlier groups get the extra). */
function groups<T>(items: readonly T[], count: number): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (let g = 0; g < count; g++) {
    const size = Math.floor(items.length / count) + (g < items.length % count ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * One milestone's steps for `days` plan days: each of its actions (two days each when there is time for that:
 * begun in the day's minutes, then finished from where the person stopped), then at most two review or practise days, then concrete days in its
 * own words: write down what it taught you, show it to someone, check it against its description.
 */
function milestoneSteps(
  milestone: Milestone,
  days: number,
  minutes: number,
  questTitle: string,
): Omit<DayStep, 'day' | 'milestone' | 'minutes'>[] {
  if (days <= 0) return [];
  const title = `“${unstop(clean(milestone.title))}”`;
  // A milestone that is the quest itself ("Complete the first quest"): day 1 already does it.
  const actions = milestoneActions(milestone).filter((a) => !questTitle || !a.includes(questTitle));
  if (actions.length > 0 && days <= actions.length)
    return groups(actions, days).map((group) => ({ text: group.join(' '), kind: 'action' as const }));
  const twice = days >= actions.length * 2;
  const core = actions.flatMap((action) =>
    twice
      ? [
          `Begin: ${lowerFirst(action)} Stop after ${minutes} minutes and note where you got to.`,
          `Finish from where you stopped: ${lowerFirst(action)}`,
        ]
      : [action],
  );
  const fillers = [
    `Review what you have for ${title} and fix one thing.`,
    `Practise the hardest part of ${title} once more.`,
  ];
  const extras = [
    `Write down three things ${title} has taught you so far.`,
    `Show what you have for ${title} to one person and note their reply.`,
    `Check ${title} against its goal: “${unstop(clean(milestone.description))}”. List what is missing.`,
    `Do the part of ${title} you left out or rushed, start to finish.`,
    `Note one question ${title} raised and where you will find its answer.`,
  ];
  const steps: Omit<DayStep, 'day' | 'milestone' | 'minutes'>[] = core.map((text) => ({ text, kind: 'action' }));
  const spare = days - core.length;
  const fillerCount = Math.min(MAX_FILLERS_PER_MILESTONE, Math.ceil(spare / 2));
  const extraCount = spare - fillerCount;
  const more: Omit<DayStep, 'day' | 'milestone' | 'minutes'>[] = [];
  for (let i = 0; i < extraCount; i++) {
    const text = extras[i % extras.length];
    more.push({
      text: i < extras.length ? text : `${text.replace(/\.$/, '')} (again, with fresh eyes).`,
      kind: 'action',
    });
  }
  // Review and practise come between the actions and the milestone's own closing days.
  fillers
    .slice(0, fillerCount)
    .forEach((text, i) => more.splice(Math.min(more.length, i * 2), 0, { text, kind: 'filler' }));
  return [...steps, ...more];
}

/**
 * The plan as one step per plan day, in order: day 1 is the quest itself; the following days build
 * toward each milestone in its own words, each step at most the person's minutes, with at most two
 * review or practise days per milestone. The same for every plan, whichever generator wrote it.
 */
export function planDaySteps(quest: { title: string; description: string }, plan: Plan): DayStep[] {
  const minutes = plan.schedule.minutes_per_day > 0 ? plan.schedule.minutes_per_day : DEFAULT_MINUTES_PER_DAY;
  const questStep = {
    text: `Do the quest “${unstop(clean(quest.title))}”: ${lowerFirst(sentence(quest.description) || 'start it today.')}`,
    kind: 'quest' as const,
  };
  if (plan.milestones.length === 0) return [{ ...questStep, day: 1, milestone: 0, minutes }];
  const counts = sessionsPerMilestone(plan);
  const steps: DayStep[] = [];
  plan.milestones.forEach((milestone, i) => {
    // Day 1 belongs to the first milestone: the quest itself comes first.
    const days = i === 0 ? counts[0] - 1 : counts[i];
    if (i === 0) steps.push({ ...questStep, day: 1, milestone: 0, minutes });
    for (const step of milestoneSteps(milestone, days, minutes, clean(quest.title)))
      steps.push({ ...step, day: steps.length + 1, milestone: i, minutes });
  });
  return steps;
}

/** The step of a person's plan today, and whether today is done. */
export interface TodaysStep {
  step: DayStep;
  /** True when today is checked in: the step is done. */
  done: boolean;
  /** True when every step of the plan is done: the last one is shown. */
  planDone: boolean;
}

/**
 * Today's step: the one after the steps of the days already checked in. A missed day moves the remaining
 * steps on (tomorrow shows the step not yet done); it never piles them up. Null for a plan without steps.
 */
export function todaysStep(
  steps: readonly DayStep[],
  input: { checkedInBefore: number; checkedInToday: boolean },
): TodaysStep | null {
  if (steps.length === 0) return null;
  const index = Math.max(0, input.checkedInBefore);
  if (index >= steps.length) return { step: steps[steps.length - 1], done: true, planDone: true };
  const planDone = input.checkedInToday && index === steps.length - 1;
  return { step: steps[index], done: input.checkedInToday, planDone };
}
