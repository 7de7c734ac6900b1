import type { Clock, IdGenerator, UnitOfWork } from '@sidequest/kernel';
import type { CommunityCatalogueRepository } from './community/community-catalogue.port';
import { ReadCommunityCatalogue } from './community/read-community-catalogue.use-case';
import type { CommunityQuestBoard } from './community/community-quest-board.port';
import { ListCommunityQuests } from './community/list-community-quests.use-case';
import type { PremiumAccess } from './community/premium-access.port';
import type { QuestGenerator } from './ports/quest-generator.port';
import type {
  GeneratedQuestRepository,
  OnboardingResponseRepository,
  OnboardingStatusPort,
  QuestSelectionRepository,
} from './ports/quests-ports';
import { CompleteOnboarding } from './use-cases/complete-onboarding.use-case';
import { DeleteGeneratedQuest } from './use-cases/delete-generated-quest.use-case';
import {
  FindCurrentQuest,
  FindCurrentQuests,
  FindStartedQuest,
  FinishQuest,
} from './use-cases/find-current-quest.use-case';
import type { QuestTaste } from './taste/quest-taste';
import { GenerateOneQuest } from './use-cases/generate-one-quest.use-case';
import { FindSignatureQuests } from './use-cases/find-signature-quests.use-case';
import { GenerateQuests } from './use-cases/generate-quests.use-case';
import { StartGeneratedQuest } from './use-cases/start-generated-quest.use-case';
import { UpdatePlan } from './use-cases/update-plan.use-case';

export interface QuestsPorts {
  /** The optional LLM in front of the built-in generator, or null for the built-in one alone; the built-in one answers whenever the LLM fails. */
  generator: QuestGenerator | null;
  /** Accounts' onboarding flag, asked through its public use case inside the same unit of work. */
  status: OnboardingStatusPort;
  responses: OnboardingResponseRepository;
  generated: GeneratedQuestRepository;
  /** The current quest; each selection's plan is kept by plans. */
  selections: QuestSelectionRepository;
  /** The community catalogue (community_quests). */
  catalogue: CommunityCatalogueRepository;
  /** The catalogue as cards joined with the person's started quests (one read). */
  board: CommunityQuestBoard;
  /** Billing's entitlement, asked through its public use case. */
  premium: PremiumAccess;
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: IdGenerator;
  /** The person's taste, from another context (progress's reflections); neutral when absent. */
  taste?: QuestTaste;
}

export interface QuestsUseCases {
  generateQuests: GenerateQuests;
  generateOneQuest: GenerateOneQuest;
  /** The signature quests of a few occupations: their pages, the interest profiler, "Try next". */
  findSignatureQuests: FindSignatureQuests;
  completeOnboarding: CompleteOnboarding;
  deleteGeneratedQuest: DeleteGeneratedQuest;
  startGeneratedQuest: StartGeneratedQuest;
  updatePlan: UpdatePlan;
  /** What progress asks quests for: the current quest with its plan. */
  findCurrentQuest: FindCurrentQuest;
  /** What progress's reminder tick asks quests for: many people's current quests at once. */
  findCurrentQuests: FindCurrentQuests;
  /** What progress asks quests for: a quest the person started (current or previous). */
  findStartedQuest: FindStartedQuest;
  /** What progress asks quests for once a quest is finished: it leaves "current". */
  finishQuest: FinishQuest;
  /** What progress asks quests for: the community catalogue, read-only. */
  readCommunityCatalogue: ReadCommunityCatalogue;
  /** The browse board: the filtered catalogue as cards, locked once a free account has started its three. */
  listCommunityQuests: ListCommunityQuests;
}

/** The composition of the quests context: every use case over one named set of ports. */
export function buildQuestsUseCases(ports: QuestsPorts): QuestsUseCases {
  const { generator, status, responses, generated, selections, catalogue, unitOfWork: uow, clock, ids, taste } = ports;
  const { board, premium } = ports;
  return {
    generateQuests: new GenerateQuests(generator ?? undefined, taste),
    generateOneQuest: new GenerateOneQuest(),
    findSignatureQuests: new FindSignatureQuests(),
    completeOnboarding: new CompleteOnboarding({ uow, status, responses, generated, selections, clock, ids }),
    deleteGeneratedQuest: new DeleteGeneratedQuest({ generated }),
    startGeneratedQuest: new StartGeneratedQuest({ uow, generated, selections, clock, ids }),
    updatePlan: new UpdatePlan({ selections, clock }),
    findCurrentQuest: new FindCurrentQuest({ selections }),
    findCurrentQuests: new FindCurrentQuests({ selections }),
    findStartedQuest: new FindStartedQuest({ selections }),
    finishQuest: new FinishQuest({ selections, clock }),
    readCommunityCatalogue: new ReadCommunityCatalogue({ catalogue }),
    listCommunityQuests: new ListCommunityQuests(board, premium),
  };
}
