import { type IdGenerator } from '@sidequest/kernel';
import { FixedClock } from '@sidequest/kernel/testing';
import { describe, expect, it } from 'vitest';
import { generateQuestDrafts } from '../generator/built-in-quest-generator';
import { InMemoryQuestsStore } from '../testing/in-memory-quests';
import { CompleteOnboarding } from './complete-onboarding.use-case';
import { DeleteGeneratedQuest } from './delete-generated-quest.use-case';
import { StartGeneratedQuest } from './start-generated-quest.use-case';
import { UpdatePlan } from './update-plan.use-case';
import { FindCurrentQuest } from './find-current-quest.use-case';
import { GenerateQuests } from './generate-quests.use-case';

function kit() {
  const store = new InMemoryQuestsStore();
  const clock = new FixedClock();
  let n = 0;
  const ids: IdGenerator = { next: () => `row-${++n}` };
  const deps = {
    uow: store,
    status: store.status,
    responses: store.responseRepository,
    generated: store.generated,
    selections: store.selections,
    clock,
    ids,
  };
  return { store, clock, deps };
}

const answer = 'nurse, pilot, chef';
const quests = generateQuestDrafts(answer);

describe('quests use cases', () => {
  it('GenerateQuests rejects blank and over-long answers, and falls back when a generator fails', async () => {
    expect((await new GenerateQuests().execute({ answer: '   ' })).ok).toBe(false);
    expect((await new GenerateQuests().execute({ answer: 'a'.repeat(501) })).ok).toBe(false);
    const failing = new GenerateQuests({ generate: async () => Promise.reject(new Error('down')) });
    const result = await failing.execute({ answer });
    expect(result.ok && result.value).toEqual({ quests, questions: [] });
  });

  it('CompleteOnboarding saves profile, response, 3 quests and the selection with its plan', async () => {
    const { store, deps } = kit();
    const result = await new CompleteOnboarding(deps).execute({
      userId: 'u1',
      answer,
      quests,
      selectedQuestId: quests[1].id,
    });
    expect(result.ok).toBe(true);
    expect(store.completed.has('u1')).toBe(true);
    expect(store.responses[0]).toMatchObject({
      userId: 'u1',
      interests: ['healthcare', 'engineering', 'business'],
      dreamRole: answer,
    });
    expect(store.generatedRows.map((r) => r.isSelected)).toEqual([false, true, false]);
    const current = await store.selections.findCurrent('u1');
    expect(current?.questId).toBe(quests[1].id);
    expect(current?.plan.milestones.length).toBeGreaterThanOrEqual(3);
  });

  it('CompleteOnboarding saves nothing when one write fails', async () => {
    const { store, deps } = kit();
    const broken = {
      ...deps,
      selections: { ...store.selections, save: async () => Promise.reject(new Error('db down')) },
    };
    await expect(
      new CompleteOnboarding(broken).execute({ userId: 'u1', answer, quests, selectedQuestId: quests[0].id }),
    ).rejects.toThrow('db down');
    expect(
      store.completed.size + store.responses.length + store.generatedRows.length + store.selectionRows.length,
    ).toBe(0);
  });

  it('CompleteOnboarding needs quests and a chosen one', async () => {
    const { deps } = kit();
    const none = await new CompleteOnboarding(deps).execute({ userId: 'u1', answer, quests: [], selectedQuestId: 'x' });
    expect(!none.ok && none.error.message).toBe('No quests returned. Try adjusting your answer.');
    const unpicked = await new CompleteOnboarding(deps).execute({
      userId: 'u1',
      answer,
      quests,
      selectedQuestId: 'nope',
    });
    expect(!unpicked.ok && unpicked.error.message).toBe('Please choose one quest to start.');
  });

  it('starting another generated quest makes it current and keeps the previous one listed', async () => {
    const { clock, deps, store } = kit();
    await new CompleteOnboarding(deps).execute({ userId: 'u1', answer, quests, selectedQuestId: quests[0].id });
    clock.advance(60_000);
    const started = await new StartGeneratedQuest(deps).execute({ userId: 'u1', questId: quests[2].id });
    expect(started.ok).toBe(true);
    expect((await deps.selections.findCurrent('u1'))?.questId).toBe(quests[2].id);
    const others = store.generatedRows.filter((q) => q.userId === 'u1' && !q.isSelected);
    expect(others.map((q) => q.questId).sort()).toEqual([quests[0].id, quests[1].id].sort());
    expect((await new StartGeneratedQuest(deps).execute({ userId: 'u2', questId: quests[1].id })).ok).toBe(false);
  });

  it("deletes only the user's own generated quests", async () => {
    const { store, deps } = kit();
    await new CompleteOnboarding(deps).execute({ userId: 'u1', answer, quests, selectedQuestId: quests[0].id });
    const row = store.generatedRows[1];
    const other = await new DeleteGeneratedQuest(deps).execute({ userId: 'u2', id: row.id });
    expect(!other.ok && other.error.kind).toBe('not_found');
    expect((await new DeleteGeneratedQuest(deps).execute({ userId: 'u1', id: row.id })).ok).toBe(true);
    expect(store.generatedRows).toHaveLength(2);
  });

  it('updates the plan, refuses an edit out of order without saving it, and finds the current quest with it', async () => {
    const { deps } = kit();
    await new CompleteOnboarding(deps).execute({ userId: 'u1', answer, quests, selectedQuestId: quests[0].id });
    const updated = await new UpdatePlan(deps).execute({
      userId: 'u1',
      questId: quests[0].id,
      edit: { minutesPerDay: 45, targetDays: [3, 10] },
    });
    expect(updated.ok && updated.value.plan.schedule).toMatchObject({
      minutes_per_day: 45,
      weekly_plan: 'Mon–Fri: 45 minutes per day',
    });
    expect(updated.ok && updated.value.plan.milestones.slice(0, 2).map((m) => m.due_in_days)).toEqual([3, 10]);
    const refused = await new UpdatePlan(deps).execute({
      userId: 'u1',
      questId: quests[0].id,
      edit: { minutesPerDay: 60, targetDays: [9, 5] },
    });
    expect(!refused.ok && refused.error.kind).toBe('invalid');
    const current = await new FindCurrentQuest(deps).execute({ userId: 'u1' });
    expect(current).toMatchObject({ questId: quests[0].id, plan: { schedule: { minutes_per_day: 45 } } });
    expect(await new FindCurrentQuest(deps).execute({ userId: 'u2' })).toBeNull();
  });
});
