import { describe, expect, it } from 'vitest';
import type { CommunityQuest } from '../community/community-quest';
import type { CommunityQuestBoard } from '../community/community-quest-board.port';
import { communityQuestCatalogue } from '../community/community-quest-catalogue';

export interface CommunityQuestBoardUnderTest {
  /** Reads the seeded community catalogue. */
  board: CommunityQuestBoard;
  /** Marks the quest started for the user, as progress's own row does (the board reads its started flags from it). */
  start(userId: string, quest: CommunityQuest): Promise<void>;
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
      const { board, start } = await setup();
      const [alice, bob] = [`alice-${crypto.randomUUID()}`, `bob-${crypto.randomUUID()}`];
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
