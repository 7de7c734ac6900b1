import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCommunityQuestBoard } from '../testing/in-memory-community-quest-board';
import { FakePremiumAccess } from '../testing/fake-premium-access';
import { communityQuestCatalogue } from './community-quest-catalogue';
import { ListCommunityQuests } from './list-community-quests.use-case';

const catalogue = communityQuestCatalogue();

function kit() {
  const board = new InMemoryCommunityQuestBoard(catalogue);
  const premium = new FakePremiumAccess();
  return { board, premium, list: new ListCommunityQuests(board, premium) };
}

let k: ReturnType<typeof kit>;
beforeEach(() => (k = kit()));

describe('ListCommunityQuests', () => {
  it('shows a free user the filtered list, all startable, with 3 free quests left', async () => {
    const result = await k.list.execute({ userId: 'free', category: 'Creative' });
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.quests).toHaveLength(8);
    expect(result.value.quests.every((entry) => entry.quest.category === 'Creative')).toBe(true);
    expect(result.value.quests.some((entry) => entry.locked)).toBe(false);
    expect(result.value.freeQuestsLeft).toBe(3);
  });

  it('after three starts anywhere in the catalogue, locks the rest but not the three', async () => {
    const chosen = [catalogue.at(-1)!, catalogue.at(-2)!, catalogue[10]].map((q) => q.questId);
    for (const questId of chosen) await k.board.start('free', questId);
    const result = await k.list.execute({ userId: 'free' });
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.freeQuestsLeft).toBe(0);
    expect(
      result.value.quests
        .filter((entry) => !entry.locked)
        .map((entry) => entry.quest.questId)
        .sort(),
    ).toEqual([...chosen].sort());
  });

  it('unlocks everything for a subscriber', async () => {
    k.premium.subscribers.add('paid');
    const result = await k.list.execute({ userId: 'paid', search: 'WEEK' });
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.quests.length).toBeGreaterThan(3);
    expect(result.value.quests.some((entry) => entry.locked)).toBe(false);
    expect(result.value.freeQuestsLeft).toBeNull();
  });

  it("lists cards without steps, with the step count and only this user's started flags", async () => {
    const first = catalogue.find((q) => q.category === 'Creative')!;
    await k.board.start('free', catalogue[0].questId);
    await k.board.start('other', first.questId);
    const result = await k.list.execute({ userId: 'free' });
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.quests.every(({ quest }) => !('steps' in quest))).toBe(true);
    const card = result.value.quests.find(({ quest }) => quest.questId === catalogue[0].questId)!.quest;
    expect(card).toMatchObject({ started: true, stepCount: catalogue[0].steps.length });
    expect(result.value.quests.filter(({ quest }) => quest.started).map(({ quest }) => quest.questId)).toEqual([
      catalogue[0].questId,
    ]);
    expect(result.value.freeQuestsLeft).toBe(2);
  });

  it('keeps every quest started while subscribed unlocked once premium ends', async () => {
    for (const quest of catalogue.slice(0, 5)) await k.board.start('lapsed', quest.questId);
    const listed = await k.list.execute({ userId: 'lapsed' });
    if (!listed.ok) throw new Error('expected a list');
    expect(listed.value.quests.filter((entry) => !entry.locked)).toHaveLength(5);
  });
});
