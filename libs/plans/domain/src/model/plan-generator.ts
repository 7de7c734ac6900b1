import { FIELD_PLAN_WORDS, GENERIC_PLAN_WORDS } from './field-plan-words';
import { DEFAULT_DURATION_WEEKS, DEFAULT_MINUTES_PER_DAY, weeklyPlanText, type Milestone, type Plan } from './plan';

/** A milestone written for one quest (a signature quest's own plan), before it gets a due day. */
export interface PlanStep {
  title: string;
  description: string;
}

export interface PlanRequest {
  quest: { id: string; title: string; description: string };
  userAnswer?: string;
  minutesPerDay?: number;
  /** The quest's own milestones (3–6), when it has them: the plan follows them instead of its field's. */
  steps?: readonly PlanStep[];
}

/** The field a quest id names (`q-<field>-<hash>`), if any. */
export const fieldOfQuestId = (id: string): string | null => /^q-([a-z]+)-/.exec(id)?.[1] ?? null;

/** Fewer minutes a day, fewer and wider milestones; more minutes, more of them (3 to 6). */
function milestoneCount(minutes: number): number {
  if (minutes <= 15) return 3;
  if (minutes >= 90) return 6;
  if (minutes >= 60) return 5;
  return 4;
}

/**
 * How many of a quest's own milestones to keep: all of them from 60 minutes a day, up to five from
 * 20, three below. They are written as a sequence, so fewer minutes drop middle steps, never the first two.
 */
function stepCount(minutes: number, written: number): number {
  const wanted = minutes >= 60 ? 6 : minutes > 15 ? 5 : 3;
  return Math.max(3, Math.min(written, wanted));
}

/** A plan from the quest's own milestones: the first two always, the last always, middle ones as time allows. */
function planFromSteps(steps: readonly PlanStep[], minutes: number): Plan {
  const count = stepCount(minutes, steps.length);
  const chosen = count >= steps.length ? steps : [...steps.slice(0, count - 1), steps[steps.length - 1]];
  const totalDays = DEFAULT_DURATION_WEEKS * 7;
  return {
    milestones: chosen.map((step, i) => ({
      title: step.title,
      description: step.description,
      due_in_days: Math.round(((i + 1) * totalDays) / chosen.length),
    })),
    schedule: {
      weekly_plan: weeklyPlanText(minutes),
      minutes_per_day: minutes,
      duration_weeks: DEFAULT_DURATION_WEEKS,
    },
  };
}

/** A plan for one quest: its own milestones when it has them, else fitted to its field. Deterministic and offline. */
export function generatePlan(request: PlanRequest): Plan {
  const minutes = Math.max(5, Math.min(480, Math.round(request.minutesPerDay ?? DEFAULT_MINUTES_PER_DAY)));
  if (request.steps && request.steps.length >= 3) return planFromSteps(request.steps, minutes);
  const [practice, person, showcase] = FIELD_PLAN_WORDS[fieldOfQuestId(request.quest.id) ?? ''] ?? GENERIC_PLAN_WORDS;
  const quest = request.quest.title.replace(/\s+/g, ' ').trim();
  const steps: Omit<Milestone, 'due_in_days'>[] = [
    { title: 'Complete the first quest', description: `Do "${quest}" and keep what it asks you to show.` },
    {
      title: `Practise ${practice}`,
      description: `Spend your ${minutes} minutes a day on ${practice} and log each session.`,
    },
    {
      title: `Talk to ${person}`,
      description: `Ask ${person} for a short conversation about your progress and their path.`,
    },
    {
      title: 'Go one level deeper',
      description: `Pick the hardest part of ${practice} so far and practise only that.`,
    },
    { title: 'Get feedback', description: `Show your work to someone and write down their three best suggestions.` },
    { title: 'Show what you made', description: `Finish ${showcase} and share it.` },
  ];
  const count = milestoneCount(minutes);
  // Keep the first and the showcase; drop middle steps when there are fewer milestones.
  const chosen = [...steps.slice(0, count - 1), steps[steps.length - 1]];
  const totalDays = DEFAULT_DURATION_WEEKS * 7;
  return {
    milestones: chosen.map((step, i) => ({ ...step, due_in_days: Math.round(((i + 1) * totalDays) / count) })),
    schedule: {
      weekly_plan: weeklyPlanText(minutes),
      minutes_per_day: minutes,
      duration_weeks: DEFAULT_DURATION_WEEKS,
    },
  };
}
