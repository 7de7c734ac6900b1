import { communityQuestCatalogue } from '@sidequest/quests-domain';
import { describe, expect, it } from 'vitest';
import type { CommunityQuest } from '../model/community-quest';
import { QuestProgress } from '../model/quest-progress.entity';
import type { CommunityQuestBoard } from '../ports/community-quest-board.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

export interface CommunityQuestBoardUnderTest {
  /** Reads the seeded community catalogue. */
  board: CommunityQuestBoard;
  /** The progress rows the board reads the started flags from. */
  progress: QuestProgressRepository;
}

const byId = (a: { questId: string }, b: { questId: string }) => a.questId.localeCompare(b.questId);

/** The browse list's read, for the in-memory board and the one-statement SQL board alike. */
export function communityQuestBoardContract(
  name: string,
  setup: () => CommunityQuestBoardUnderTest | Promise<CommunityQuestBoardUnderTest>,
) {
  describe(`community quest board contract: ${name}`, () => {
    const catalogue = communityQuestCatalogue();
    const cardsFor = (startedId: string | null) =>
      [...catalogue]
        .sort(byId)
        .map(({ steps, ...quest }) => ({ ...quest, stepCount: steps.length, started: quest.questId === startedId }));

    it('shows every quest as a card with its step count, started only where this user has progress', async () => {
      const { board, progress } = await setup();
      const [alice, bob] = [`alice-${crypto.randomUUID()}`, `bob-${crypto.randomUUID()}`];
      const start = (userId: string, quest: CommunityQuest) =>
        progress.add(
          QuestProgress.start({
            id: crypto.randomUUID(),
            userId,
            questId: quest.questId,
            stepCount: quest.steps.length,
            now: new Date(),
          }),
        );
      await start(alice, catalogue[1]);
      await start(bob, catalogue[2]);
      expect((await board.cards(alice)).sort(byId)).toEqual(cardsFor(catalogue[1].questId));
    });

    it('shows a user with no progress every quest, none started', async () => {
      const { board } = await setup();
      expect((await board.cards(`carol-${crypto.randomUUID()}`)).sort(byId)).toEqual(cardsFor(null));
    });
  });
}
