import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { communityQuestCatalogue } from './community/community-quest-catalogue';
import { generateQuestDrafts } from './generator/built-in-quest-generator';
import type { QuestGenerator } from './ports/quest-generator.port';
import { buildQuestsUseCases } from './quests-use-cases';
import { FakePremiumAccess } from './testing/fake-premium-access';
import { InMemoryCommunityQuestBoard } from './testing/in-memory-community-quest-board';
import { InMemoryQuestsStore } from './testing/in-memory-quests';

function build(generator: QuestGenerator | null) {
  const store = new InMemoryQuestsStore();
  const quests = communityQuestCatalogue();
  const board = new InMemoryCommunityQuestBoard(quests);
  let n = 0;
  const useCases = buildQuestsUseCases({
    generator,
    status: store.status,
    responses: store.responseRepository,
    generated: store.generated,
    selections: store.selections,
    catalogue: { all: async () => quests, findById: async (id) => quests.find((q) => q.questId === id) ?? null },
    board,
    premium: new FakePremiumAccess(),
    unitOfWork: store,
    clock: new FixedClock(),
    ids: { next: () => `row-${++n}` },
  });
  return { store, useCases, quests, board };
}

const answer = 'nurse, pilot, chef';

describe('buildQuestsUseCases', () => {
  it('uses the built-in generator when none is passed, and the passed one otherwise', async () => {
    const builtIn = await build(null).useCases.generateQuests.execute({ answer });
    expect(builtIn.ok && builtIn.value).toEqual({ quests: generateQuestDrafts(answer), questions: [] });
    const drafts = generateQuestDrafts('teacher, painter, baker').map((q) => ({ ...q, title: `LLM ${q.title}` }));
    const llm = await build({ generate: async () => drafts }).useCases.generateQuests.execute({ answer });
    expect(llm.ok && llm.value.quests.map((q) => q.title)).toEqual(drafts.slice(0, 3).map((q) => q.title));
  });

  it('shares one set of ports: the quest onboarding saves is the current quest, and the catalogue is the one passed', async () => {
    const { store, useCases, quests, board } = build(null);
    const drafts = generateQuestDrafts(answer);
    expect(
      (
        await useCases.completeOnboarding.execute({
          userId: 'u1',
          answer,
          quests: drafts,
          selectedQuestId: drafts[1].id,
        })
      ).ok,
    ).toBe(true);
    expect(store.completed.has('u1')).toBe(true);
    expect((await useCases.findCurrentQuest.execute({ userId: 'u1' }))?.questId).toBe(drafts[1].id);
    expect(await useCases.readCommunityCatalogue.all()).toHaveLength(quests.length);
    await board.start('u1', quests[0].questId);
    const browse = await useCases.listCommunityQuests.execute({ userId: 'u1' });
    expect(browse.ok && browse.value.freeQuestsLeft).toBe(2);
  });
});
