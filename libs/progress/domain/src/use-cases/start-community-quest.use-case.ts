import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
// The free plan's size and the entitlement port are quests' (its browse list locks by the same rule).
import { FREE_COMMUNITY_QUESTS, type PremiumAccess } from '@sidequest/quests-domain';
import type { CommunityQuest } from '../model/community-quest';
import { QuestProgress } from '../model/quest-progress.entity';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import { ProgressAlreadyExistsError, type QuestProgressRepository } from '../ports/quest-progress-repository.port';

export interface StartCommunityQuestInput {
  userId: string;
  questId: string;
}

export interface StartedQuest {
  progress: QuestProgress;
  quest: CommunityQuest;
  /** False when the user had already started it: starting is idempotent (the api answers 200, not 201). */
  created: boolean;
}

export const QUEST_NOT_FOUND = 'This quest does not exist';
export const QUEST_LOCKED =
  'Premium Feature: upgrade to access all community quests. Free accounts can start any 3 quests of their choice, and all 3 are in use.';

/**
 * Starts a quest for the user. A free account may start any 3 quests in all (finished ones count);
 * the server counts them, whatever the request says. Starting a quest already started returns the
 * existing progress unchanged, with or without premium.
 */
export class StartCommunityQuest {
  constructor(
    private readonly deps: {
      quests: CommunityQuestRepository;
      progress: QuestProgressRepository;
      premium: PremiumAccess;
      ids: IdGenerator;
      clock: Clock;
    },
  ) {}

  async execute(input: StartCommunityQuestInput): Promise<Result<StartedQuest>> {
    const { deps } = this;
    const quest = await deps.quests.findById(input.questId);
    if (!quest) return err(new DomainError('not_found', QUEST_NOT_FOUND));

    const existing = await deps.progress.findByQuest(input.userId, quest.questId);
    if (existing) return ok({ progress: existing, quest, created: false });

    const subscribed = await deps.premium.isSubscribed(input.userId);
    const progress = QuestProgress.start({
      id: deps.ids.next(),
      userId: input.userId,
      questId: quest.questId,
      stepCount: quest.steps.length,
      now: deps.clock.now(),
    });
    try {
      if (subscribed) await deps.progress.add(progress);
      else if (!(await deps.progress.addWithinAllowance(progress, FREE_COMMUNITY_QUESTS)))
        return err(new DomainError('payment_required', QUEST_LOCKED));
    } catch (error) {
      // A concurrent start (double click) won the unique constraint: answer with its row.
      if (!(error instanceof ProgressAlreadyExistsError)) throw error;
      const winner = await deps.progress.findByQuest(input.userId, quest.questId);
      if (!winner) throw error;
      return ok({ progress: winner, quest, created: false });
    }
    return ok({ progress, quest, created: true });
  }
}
