import { describe, expect, it } from 'vitest';
import { as, signedUp, withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const ANSWER = 'nurse, pilot, chef';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

describe('milestones ticked at the same time (two tabs, fast clicks)', () => {
  it('keeps every tick: no read-modify-write loses one', async () => {
    const { me } = await withCurrentQuest(api, 'ticker', ANSWER);
    const { current } = await (await me('/dashboard')).json();
    const questId: string = current.quest_id;
    const milestones: unknown[] = current.plan_data.milestones;
    expect(milestones.length).toBeGreaterThanOrEqual(3);

    const mark = (i: number, completed: boolean) =>
      me(`/quests/current/milestones/${i}`, { method: 'PUT', body: { questId, completed } });
    for (let round = 0; round < 3; round++) {
      // Every milestone ticked at once, then every one unticked at once; one more write reads the result.
      for (const completed of [true, false]) {
        const writes = await Promise.all(milestones.map((_, i) => mark(i, completed)));
        expect(writes.map((r) => r.status)).toEqual(milestones.map(() => 200));
        const after = await (await mark(0, completed)).json();
        expect(after.completed_milestones).toEqual(completed ? milestones.map((_, i) => i) : []);
      }
    }
  });
});

describe('community quest steps ticked at the same time', () => {
  it('keeps every tick, and the last one completes the quest', async () => {
    const user = await signedUp(api, 'stepper');
    const me = as(api, user.token);
    const [card] = (await (await me('/community-quests')).json()).quests as { quest_id: string }[];
    const started = await me(`/community-quests/${card.quest_id}/start`, { body: {} });
    expect(started.status).toBe(201);
    // The list's cards only count the steps; the start answers the quest in full.
    const { quest } = (await started.json()) as { quest: { quest_id: string; steps: string[] } };
    const ticks = await Promise.all(
      quest.steps.map((_, i) => me(`/quest-progress/${quest.quest_id}/toggle`, { body: { step_index: i } })),
    );
    expect(ticks.map((r) => r.status)).toEqual(quest.steps.map(() => 200));
    const [progress] = (await (await me('/quest-progress?status=completed')).json()).progress as {
      completed_steps: number[];
      is_completed: boolean;
    }[];
    expect(progress?.completed_steps.slice().sort((a, b) => a - b)).toEqual(quest.steps.map((_, i) => i));
    expect(progress?.is_completed).toBe(true);
  });
});
