/** The user's current quest as milestone ticks need it: which quest, and how many milestones its plan has. */
export interface CurrentQuestMilestones {
  questId: string;
  milestoneCount: number;
  /** The plan's schedule text ("Mon–Fri: 30 minutes per day"), which the weekly goal is read from. */
  weeklyPlan?: string | null;
  /** When the quest was picked; with no check-in before it, the person's first week starts then. */
  startedAt?: Date;
  /** The quest's title, as reminders name it. */
  title?: string;
  /** The plan's milestone titles in order; a reminder names the first unticked one. */
  milestoneTitles?: string[];
  /** The plan's day steps in order (plans' planDaySteps): one per plan day, day 1 the quest itself. */
  daySteps?: readonly { text: string; minutes: number }[];
}

/** Where the current quest comes from (the quests context); implemented over its public use case. */
export interface CurrentQuestPort {
  current(userId: string): Promise<CurrentQuestMilestones | null>;
  /**
   * The current quests of many people in one ask (the scheduler's batch), keyed by user id; people
   * without one are absent. Optional: without it, callers ask `current` per person.
   */
  currentMany?(userIds: readonly string[]): Promise<Map<string, CurrentQuestMilestones>>;
}
