import { describe, expect, it } from 'vitest';
import { communityQuestCatalogue } from '../catalogue/community-quest-catalogue';
import type { CommunityQuest } from '../model/community-quest';
import { QuestProgress } from '../model/quest-progress.entity';
import type { CommunityQuestBoard } from '../ports/community-quest-board.port';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

export interface CommunityCatalogueUnderTest {
  /** Holds the seeded catalogue. */
  quests: CommunityQuestRepository;
  board: CommunityQuestBoard;
  /** The progress rows the board reads the started flags from. */
  progress: QuestProgressRepository;
}

const byId = (a: { questId: string }, b: { questId: string }) => a.questId.localeCompare(b.questId);

/** The community catalogue's read ports, for the in-memory fakes and the Postgres adapters alike. */
export function communityCatalogueContract(
  name: string,
  setup: () => CommunityCatalogueUnderTest | Promise<CommunityCatalogueUnderTest>,
) {
  describe(`community catalogue contract: ${name}`, () => {
    const catalogue = communityQuestCatalogue();

    it('holds every catalogue quest and finds each by its id', async () => {
      const { quests } = await setup();
      expect((await quests.all()).sort(byId)).toEqual([...catalogue].sort(byId));
      for (const quest of catalogue) expect(await quests.findById(quest.questId)).toEqual(quest);
    });

    it('answers null for an id it does not hold, however long', async () => {
      const { quests } = await setup();
      expect(await quests.findById('no-such-quest')).toBeNull();
      expect(await quests.findById('x'.repeat(500))).toBeNull();
    });

    it('hands out copies: changing a quest that was read changes nothing stored', async () => {
      const { quests } = await setup();
      const [first] = await quests.all();
      const found = (await quests.findById(first.questId)) as CommunityQuest & { steps: string[] };
      found.title = 'changed';
      found.steps.push('an extra step');
      (first.steps as string[]).push('another');
      expect(await quests.findById(first.questId)).toEqual(catalogue.find((q) => q.questId === first.questId));
    });

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
      const cards = await board.cards(alice);
      expect(cards.sort(byId)).toEqual(
        [...catalogue]
          .sort(byId)
          .map(({ steps, ...quest }) => ({
            ...quest,
            stepCount: steps.length,
            started: quest.questId === catalogue[1].questId,
          })),
      );
      expect((await board.cards(`carol-${crypto.randomUUID()}`)).filter((card) => card.started)).toEqual([]);
    });
  });
}
