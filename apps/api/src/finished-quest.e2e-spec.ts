import { describe, expect, it } from 'vitest';
import { AccountExport, DailyLoopResponse, DashboardResponse, QuestLogResponse } from '@sidequest/contracts';
import { as, signedUp, withTwoQuests as startedTwoQuests } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

type Me = ReturnType<typeof as>;

/** A person who started the nurse quest, then switched to the carpenter one (their current quest). */
const withTwoQuests = (name: string) => startedTwoQuests(api, name);

const dashboard = async (me: Me) => {
  const res = await me('/dashboard');
  expect(res.status).toBe(200);
  return DashboardResponse.parse(await res.json());
};
const finish = (me: Me, questId: string) =>
  me('/progress/reflections', { body: { quest_id: questId, rating: 4, direction: 'more', ended: 'finished' } });

describe('a finished quest leaves "current"', () => {
  it('moves to the quest log; the dashboard has no current quest, names the finished one and offers the others', async () => {
    const { me, nurse, carpenter, teacher } = await withTwoQuests('finisher');
    const questId = carpenter.id;
    const before = await dashboard(me);
    expect(before.current?.quest_id).toBe(carpenter.id);
    expect(before.finished).toBeNull();

    expect((await finish(me, carpenter.id)).status).toBe(201);

    const after = await dashboard(me);
    expect(after.current).toBeNull();
    // Named with its occupation, so "Explore next" can lead on from it.
    expect(after.finished).toEqual({
      quest_id: carpenter.id,
      title: carpenter.title,
      occupation: carpenter.occupation,
    });
    expect(after.finished?.occupation?.title).toBe('Carpenters');
    expect(after.others.map((o) => o.quest_id).sort()).toEqual([nurse.id, teacher.id].sort());
    // The nurse quest the person left earlier does not come back as current either.
    const log = QuestLogResponse.parse(await (await me('/progress/reflections')).json()).entries;
    expect(log.map((e) => [e.quest_id, e.ended])).toEqual([[carpenter.id, 'finished']]);

    // Nothing acts on it any more: no check-in, no milestone tick, no plan edit, no daily step.
    const loop = DailyLoopResponse.parse(await (await me('/progress/daily?timeZone=Europe/Berlin')).json());
    expect(loop.quest_id).toBeNull();
    expect(loop.today_step).toBeNull();
    expect((await me('/progress/check-ins/today', { body: { timeZone: 'Europe/Berlin' } })).status).toBe(409);
    expect(
      (await me('/quests/current/milestones/0', { method: 'PUT', body: { questId, completed: true } })).status,
    ).toBe(404);
    expect((await me('/quests/current/plan', { method: 'PATCH', body: { questId, minutesPerDay: 20 } })).status).toBe(
      404,
    );

    // The person's export says when.
    const exported = AccountExport.parse(await (await me('/me/export')).json());
    const finishedAt = exported.quest_selections.map((q) => [q.selected_quest_id, q.finished_at ? 'finished' : null]);
    expect(finishedAt).toEqual([
      [nurse.id, null],
      [carpenter.id, 'finished'],
    ]);

    // Answering again keeps it finished and pays nothing twice.
    expect((await finish(me, carpenter.id)).status).toBe(201);
    expect((await dashboard(me)).current).toBeNull();
  });

  it('the next pick is current, and the finished quest stays out of "current"', async () => {
    const { me, carpenter, teacher } = await withTwoQuests('next-pick');
    expect((await finish(me, carpenter.id)).status).toBe(201);
    expect((await me('/quests/start', { body: { questId: teacher.id, minutesPerDay: 20 } })).status).toBe(201);
    const next = await dashboard(me);
    expect(next.current?.quest_id).toBe(teacher.id);
    expect(next.finished).toBeNull();
    const loop = DailyLoopResponse.parse(await (await me('/progress/daily?timeZone=Europe/Berlin')).json());
    expect(loop.quest_id).toBe(teacher.id);
  });

  it("a switched quest stays current, and another person's quest id finishes nothing", async () => {
    const alice = await withTwoQuests('alice-finish');
    const bob = await signedUp(api, 'bob-finish');
    const asBob = as(api, bob.token);
    const foreign = await finish(asBob, alice.carpenter.id);
    expect(foreign.status).toBe(404);
    expect((await dashboard(alice.me)).current?.quest_id).toBe(alice.carpenter.id);
    // "Switched" is said before another pick: it is not finishing.
    const switched = await alice.me('/progress/reflections', {
      body: { quest_id: alice.carpenter.id, rating: 3, direction: 'different', ended: 'switched' },
    });
    expect(switched.status).toBe(201);
    expect((await dashboard(alice.me)).current?.quest_id).toBe(alice.carpenter.id);
    const { rows } = await api.sql.query(
      'select count(*)::int as n from quest_selections where user_id = $1 and finished_at is not null',
      [alice.userId],
    );
    expect(rows[0].n).toBe(0);
  });
});
