import type { Clock, IdGenerator } from '@sidequest/kernel';
import type { CheckInRepository } from './ports/check-in-repository.port';
import type { AwardRepository } from './ports/award-repository.port';
import { GetProgression } from './use-cases/get-progression.use-case';
import type { CommunityQuestRepository } from './ports/community-quest-repository.port';
import type { CurrentQuestPort } from './ports/current-quest.port';
import type { MilestoneProgressRepository } from './ports/milestone-progress-repository.port';
import type { PremiumAccess } from '@sidequest/quests-domain';
import type { QuestProgressRepository } from './ports/quest-progress-repository.port';
import type { ReflectionRepository } from './ports/reflection-repository.port';
import type { QuestOccupationPort, StartedQuestPort } from './ports/started-quest.port';
import type { DaySettings } from './ports/day-settings.port';
import { ReadPersonDays } from './use-cases/read-person-days.use-case';
import { CheckInToday, GetDailyLoop, UndoCheckInToday } from './use-cases/daily-loop.use-cases';
import { ListActiveProgress } from './use-cases/list-active-progress.use-case';
import { ListArchive } from './use-cases/list-archive.use-case';
import { StartCommunityQuest } from './use-cases/start-community-quest.use-case';
import { ToggleMilestone } from './use-cases/toggle-milestone.use-case';
import { ToggleQuestStep } from './use-cases/toggle-quest-step.use-case';
import { ListQuestLog, SaveReflection } from './use-cases/reflections.use-cases';

export interface ProgressPorts {
  /** Quests' community catalogue, asked through its public use case. */
  catalogue: CommunityQuestRepository;
  /** The community quests a person started, with their ticked steps. */
  progress: QuestProgressRepository;
  /** Billing's entitlement, asked through its public use case. */
  premium: PremiumAccess;
  /** Quests' current quest, asked through its public use case. */
  currentQuest: CurrentQuestPort;
  /** The ticked milestones of the current quest's plan. */
  milestones: MilestoneProgressRepository;
  /** "Done for today" marks, one per user and local date. */
  checkIns: CheckInRepository;
  /** The quest log: one reflection per user and quest. */
  reflections: ReflectionRepository;
  /** Points and badges earned, one row per (user, kind, subject): earned once, kept. */
  awards: AwardRepository;
  /** Quests' started quests (current or previous), asked through its public use case. */
  startedQuests: StartedQuestPort;
  /** The occupation a quest names (quests' domain reads it from the id). */
  questOccupations: QuestOccupationPort;
  /** The person's saved zone, and the reminders a check-in answers (reminders' settings, through its answer). */
  days: DaySettings;
  ids: IdGenerator;
  clock: Clock;
}

export interface ProgressUseCases {
  startCommunityQuest: StartCommunityQuest;
  toggleQuestStep: ToggleQuestStep;
  listActiveProgress: ListActiveProgress;
  listArchive: ListArchive;
  toggleMilestone: ToggleMilestone;
  getDailyLoop: GetDailyLoop;
  checkInToday: CheckInToday;
  undoCheckInToday: UndoCheckInToday;
  saveReflection: SaveReflection;
  listQuestLog: ListQuestLog;
  getProgression: GetProgression;
  readPersonDays: ReadPersonDays;
}

/** The composition of the progress context: every use case over one named set of ports. */
export function buildProgressUseCases(ports: ProgressPorts): ProgressUseCases {
  const { catalogue: quests, progress, premium, currentQuest, milestones, checkIns, ids, clock } = ports;
  const { reflections, startedQuests, questOccupations: occupations } = ports;
  const { days, awards } = ports;
  const daily = { currentQuest, checkIns, clock, days, awards };
  const getDailyLoop = new GetDailyLoop(daily);
  const checkInToday = new CheckInToday(daily, getDailyLoop);
  return {
    startCommunityQuest: new StartCommunityQuest({ quests, progress, premium, ids, clock }),
    toggleQuestStep: new ToggleQuestStep({ quests, progress, clock }),
    listActiveProgress: new ListActiveProgress(quests, progress),
    listArchive: new ListArchive(quests, progress),
    toggleMilestone: new ToggleMilestone({ currentQuest, milestones, clock, awards }),
    getDailyLoop,
    saveReflection: new SaveReflection({ reflections, startedQuests, occupations, clock, awards }),
    listQuestLog: new ListQuestLog({ reflections }),
    getProgression: new GetProgression({ awards }),
    checkInToday,
    undoCheckInToday: new UndoCheckInToday(daily, getDailyLoop),
    readPersonDays: new ReadPersonDays({ currentQuest, checkIns, milestones }),
  };
}
