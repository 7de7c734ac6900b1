import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { communityQuestCatalogue, filterCommunityQuests } from '@sidequest/quests-domain';
import { FakePremiumAccess } from '@sidequest/quests-domain/testing';
import { InMemoryQuestProgress } from '../testing/in-memory-quest-progress';
import { InMemoryCommunityQuests } from '../testing/in-memory-community-quests';
import { ListActiveProgress } from './list-active-progress.use-case';
import { ListArchive } from './list-archive.use-case';
import { StartCommunityQuest } from './start-community-quest.use-case';
import { ToggleQuestStep } from './toggle-quest-step.use-case';

const catalogue = communityQuestCatalogue();
let n = 0;
const ids = { next: () => `progress-${++n}` };

function kit() {
  const quests = new InMemoryCommunityQuests();
  const progress = new InMemoryQuestProgress();
  const premium = new FakePremiumAccess();
  const clock = new FixedClock(new Date('2026-04-01T09:00:00Z'));
  return {
    premium,
    clock,
    progress,
    start: new StartCommunityQuest({ quests, progress, premium, ids, clock }),
    toggle: new ToggleQuestStep({ quests, progress, clock }),
    active: new ListActiveProgress(quests, progress),
    archive: new ListArchive(quests, progress),
  };
}

let k: ReturnType<typeof kit>;
beforeEach(() => (k = kit()));

describe('StartCommunityQuest', () => {
  it('starts any quest of the catalogue for a free user while places are left, and reports it as created', async () => {
    const result = await k.start.execute({ userId: 'free', questId: catalogue.at(-1)!.questId });
    expect(result.ok && result.value.created).toBe(true);
    expect(result.ok && result.value.progress.snapshot()).toMatchObject({
      userId: 'free',
      completedSteps: [],
      isCompleted: false,
    });
  });

  it('refuses a fourth quest with a payment-required error and stores nothing more; finished quests count', async () => {
    const [a, b, c, d] = catalogue;
    for (const quest of [a, b, c])
      expect((await k.start.execute({ userId: 'free', questId: quest.questId })).ok).toBe(true);
    for (let step = 0; step < a.steps.length; step++)
      await k.toggle.execute({ userId: 'free', questId: a.questId, stepIndex: step });
    const result = await k.start.execute({ userId: 'free', questId: d.questId });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('payment_required');
      expect(result.error.message).toContain('Premium Feature');
    }
    expect(k.progress.rows.size).toBe(3);
    // The three stay the user's own: starting one again answers it.
    expect((await k.start.execute({ userId: 'free', questId: b.questId })).ok).toBe(true);
  });

  it('lets a subscriber start any number, and keeps them when premium ends', async () => {
    k.premium.subscribers.add('paid');
    for (const quest of catalogue.slice(0, 5))
      expect((await k.start.execute({ userId: 'paid', questId: quest.questId })).ok).toBe(true);
    k.premium.subscribers.delete('paid');
    expect((await k.start.execute({ userId: 'paid', questId: catalogue[4].questId })).ok).toBe(true);
    expect(!(await k.start.execute({ userId: 'paid', questId: catalogue[5].questId })).ok).toBe(true);
  });

  it('is idempotent: a second start returns the same progress, not a new one', async () => {
    const first = await k.start.execute({ userId: 'free', questId: catalogue[0].questId });
    const second = await k.start.execute({ userId: 'free', questId: catalogue[0].questId });
    expect(second.ok && second.value.created).toBe(false);
    expect(second.ok && first.ok && second.value.progress.id).toBe(first.ok && first.value.progress.id);
    expect(k.progress.rows.size).toBe(1);
  });

  it('answers not found for an unknown quest', async () => {
    const result = await k.start.execute({ userId: 'free', questId: 'no-such-quest' });
    expect(!result.ok && result.error.kind).toBe('not_found');
  });
});

describe('ToggleQuestStep and the dashboard lists', () => {
  const quest = catalogue[0];

  it('completes a quest step by step, moves it to the archive, and back when un-ticked', async () => {
    await k.start.execute({ userId: 'u', questId: quest.questId });
    for (let step = quest.steps.length - 1; step >= 0; step--) {
      const toggled = await k.toggle.execute({ userId: 'u', questId: quest.questId, stepIndex: step });
      expect(toggled.ok).toBe(true);
    }
    const active = await k.active.execute({ userId: 'u' });
    const archive = await k.archive.execute({ userId: 'u' });
    expect(active.ok && active.value).toEqual([]);
    expect(archive.ok && archive.value.map((view) => view.progress.completedAt?.toISOString())).toEqual([
      '2026-04-01T09:00:00.000Z',
    ]);

    await k.toggle.execute({ userId: 'u', questId: quest.questId, stepIndex: 0 });
    const reopened = await k.active.execute({ userId: 'u' });
    expect(reopened.ok && reopened.value.map((view) => [view.quest.questId, view.progress.completedAt])).toEqual([
      [quest.questId, null],
    ]);
  });

  it('lists active quests newest started first', async () => {
    await k.start.execute({ userId: 'u', questId: catalogue[0].questId });
    k.clock.advance(60_000);
    await k.start.execute({ userId: 'u', questId: catalogue[1].questId });
    const active = await k.active.execute({ userId: 'u' });
    expect(active.ok && active.value.map((view) => view.quest.questId)).toEqual([
      catalogue[1].questId,
      catalogue[0].questId,
    ]);
  });

  it('rejects a step index outside the quest', async () => {
    await k.start.execute({ userId: 'u', questId: quest.questId });
    const result = await k.toggle.execute({ userId: 'u', questId: quest.questId, stepIndex: quest.steps.length });
    expect(!result.ok && result.error.kind).toBe('invalid');
  });

  it("never shows or changes another user's progress", async () => {
    await k.start.execute({ userId: 'alice', questId: quest.questId });
    const result = await k.toggle.execute({ userId: 'mallory', questId: quest.questId, stepIndex: 0 });
    expect(!result.ok && result.error.kind).toBe('not_found');
    const mallorys = await k.active.execute({ userId: 'mallory' });
    expect(mallorys.ok && mallorys.value).toEqual([]);
    const alices = await k.progress.findByQuest('alice', quest.questId);
    expect(alices?.completedSteps).toEqual([]);
  });
});

describe("quests' community catalogue as progress lists it", () => {
  it('is listed newest first in catalogue order, opening with a beginner quest from three categories', () => {
    expect(filterCommunityQuests(catalogue, {}).map((quest) => quest.questId)).toEqual(
      catalogue.map((quest) => quest.questId),
    );
    const firstThree = catalogue.slice(0, 3);
    expect(firstThree.map((quest) => quest.category)).toEqual(['Financial', 'Career', 'Lifestyle']);
    expect(firstThree.every((quest) => quest.difficulty === 'Beginner')).toBe(true);
  });
});
