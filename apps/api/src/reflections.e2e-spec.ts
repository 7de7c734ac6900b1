import { describe, expect, it } from 'vitest';
import {
  AccountExport,
  DashboardResponse,
  ExplorationsResponse,
  GenerateQuestsResponse,
  QuestLogResponse,
  ReflectionEntry,
} from '@sidequest/contracts';
import { questKind } from '@sidequest/quests-domain';
import { call } from './testing/auth-http';
import { as, expectDeletedWithAccount, signedUp, withTwoQuests as startedTwoQuests } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const ANSWER = 'nurse, carpenter, teacher';
type Me = ReturnType<typeof as>;

const generate = async (me: Me) => {
  const res = await me('/quests/generate', { body: { answer: ANSWER } });
  expect(res.status).toBe(200);
  return GenerateQuestsResponse.parse(await res.json()).quests;
};
const fields = (quests: { id: string }[]) => quests.map((q) => questKind(q.id).field);

/** A person who started the nurse quest and then switched to the carpenter one. */
const withTwoQuests = (name = 'reflect') => startedTwoQuests(api, name, ANSWER);

const reflect = (me: Me, body: Record<string, unknown>) => me('/progress/reflections', { body });
const questLog = async (me: Me) => {
  const res = await me('/progress/reflections');
  expect(res.status).toBe(200);
  return QuestLogResponse.parse(await res.json()).entries;
};

describe('reflections', () => {
  it('saves a reflection on the current quest and lists it in the quest log', async () => {
    const { me, carpenter } = await withTwoQuests();
    const res = await reflect(me, {
      quest_id: carpenter.id,
      rating: 4,
      direction: 'more',
      surprise: '  How quiet a workshop is  ',
      ended: 'finished',
    });
    expect(res.status).toBe(201);
    const entry = ReflectionEntry.parse(await res.json());
    expect(entry).toMatchObject({
      quest_id: carpenter.id,
      quest_title: carpenter.title,
      rating: 4,
      direction: 'more',
      surprise: 'How quiet a workshop is',
      ended: 'finished',
    });
    expect(entry.occupation).toBe(carpenter.occupation?.title ?? null);
    expect(entry.occupation_code).toBe(carpenter.occupation?.code ?? null);
    expect(Date.parse(entry.started_at!)).toBeLessThanOrEqual(Date.parse(entry.ended_at));
    expect(await questLog(me)).toEqual([entry]);
  });

  it('replaces a second answer on the same quest, and lists the log newest first (a previous quest counts too)', async () => {
    const { me, nurse, carpenter, userId } = await withTwoQuests();
    expect(
      (await reflect(me, { quest_id: nurse.id, rating: 2, direction: 'different', ended: 'switched' })).status,
    ).toBe(201);
    expect(
      (await reflect(me, { quest_id: carpenter.id, rating: 3, direction: 'more', ended: 'finished' })).status,
    ).toBe(201);
    const again = await reflect(me, {
      quest_id: nurse.id,
      rating: 3,
      direction: 'more',
      surprise: 'Night shifts',
      ended: 'switched',
    });
    expect(again.status).toBe(201);
    const log = await questLog(me);
    expect(log.map((e) => [e.quest_id, e.rating, e.direction, e.surprise])).toEqual([
      [nurse.id, 3, 'more', 'Night shifts'],
      [carpenter.id, 3, 'more', null],
    ]);
    const { rows } = await api.sql.query('select count(*)::int as n from reflections where user_id = $1', [userId]);
    expect(rows[0].n).toBe(2);
  });

  it('answers 400 with a clear message for bad input', async () => {
    const { me, carpenter } = await withTwoQuests();
    const good = { quest_id: carpenter.id, rating: 4, direction: 'more', ended: 'finished' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, rating: 0 }, /rating must be from 1 to 5/],
      [{ ...good, rating: 6 }, /rating must be from 1 to 5/],
      [{ ...good, rating: 3.5 }, /whole number/],
      [{ ...good, rating: undefined }, /rating is required/],
      [{ ...good, direction: 'sideways' }, /direction must be "more" or "different"/],
      [{ ...good, ended: 'abandoned' }, /ended must be "finished" or "switched"/],
      [{ ...good, surprise: 'x'.repeat(281) }, /280 characters/],
      [{ ...good, quest_id: '' }, /quest_id is required/],
    ];
    for (const [body, message] of cases) {
      const res = await reflect(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    expect(await questLog(me)).toEqual([]);
    expect((await call(`${api.url}/api/progress/reflections`)).status).toBe(401);
  });

  it('answers 404 for another person’s quest, or one never started, and shows each person only their own log', async () => {
    const alice = await withTwoQuests('alice');
    const bob = await signedUp(api, 'bob');
    const asBob = as(api, bob.token);
    const body = { quest_id: alice.carpenter.id, rating: 5, direction: 'more', ended: 'finished' };
    const foreign = await reflect(asBob, body);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('No such quest among the ones you started.');
    // The teacher quest was generated for Alice but never started.
    expect((await reflect(alice.me, { ...body, quest_id: alice.teacher.id })).status).toBe(404);
    expect((await reflect(alice.me, body)).status).toBe(201);
    expect(await questLog(asBob)).toEqual([]);
    expect(await questLog(alice.me)).toHaveLength(1);
  });

  it('exports reflections, and deleting the account removes them', async () => {
    const { me, userId, email, carpenter } = await withTwoQuests('rights');
    await reflect(me, {
      quest_id: carpenter.id,
      rating: 5,
      direction: 'more',
      surprise: 'Wood smells',
      ended: 'finished',
    });
    const exported = AccountExport.parse(await (await me('/me/export')).json());
    expect(exported.reflections).toEqual([
      {
        quest_id: carpenter.id,
        quest_title: carpenter.title,
        occupation_code: carpenter.occupation?.code ?? null,
        occupation_title: carpenter.occupation?.title ?? null,
        rating: 5,
        direction: 'more',
        surprise: 'Wood smells',
        ended: 'finished',
        started_at: expect.any(String),
        ended_at: expect.any(String),
      },
    ]);
    await expectDeletedWithAccount(api, { me, email, userId }, 'reflections');
  });

  it('"Your explorations" lists each quest started with its days, milestones and reflection, to its owner only', async () => {
    const { me, nurse, carpenter } = await withTwoQuests('explore');
    const tick = await me('/quests/current/milestones/0', {
      method: 'PUT',
      body: { questId: carpenter.id, completed: true },
    });
    expect(tick.status).toBe(200);
    expect((await me('/progress/check-ins/today', { body: { timeZone: 'UTC' } })).status).toBe(201);
    expect(
      (await reflect(me, { quest_id: nurse.id, rating: 2, direction: 'different', ended: 'switched' })).status,
    ).toBe(201);
    const res = await me('/explorations');
    expect(res.status).toBe(200);
    const { explorations } = ExplorationsResponse.parse(await res.json());
    // Newest first: the carpenter quest (current), then the nurse one the person switched from.
    expect(explorations.map((e) => e.quest_id)).toEqual([carpenter.id, nurse.id]);
    const [wood, care] = explorations;
    expect(wood).toMatchObject({ title: carpenter.title, check_in_days: 1, milestones_reached: 1, reflection: null });
    expect(wood.milestones_total).toBeGreaterThanOrEqual(3);
    expect(care).toMatchObject({
      check_in_days: 0,
      milestones_reached: 0,
      reflection: { rating: 2, direction: 'different' },
    });
    if (carpenter.occupation) {
      expect(wood.occupation).toMatchObject(carpenter.occupation);
      expect(wood.occupation?.interests?.R).toBeGreaterThan(4);
    }

    // Another person sees only their own (none), and signed out there is nothing to see.
    const other = as(api, (await signedUp(api, 'explore-other')).token);
    expect(ExplorationsResponse.parse(await (await other('/explorations')).json()).explorations).toEqual([]);
    expect((await call(`${api.url}/api/explorations`)).status).toBe(401);
  });
});

describe('reflections steer the next quests', () => {
  it('New Quest puts the field of a 5-star "more like this" quest first, and keeps every typed job', async () => {
    const { me, carpenter } = await withTwoQuests('steer');
    const before = await generate(me);
    expect(fields(before)).toEqual(['healthcare', 'trades', 'education']);
    await reflect(me, { quest_id: carpenter.id, rating: 5, direction: 'more', ended: 'finished' });
    const after = await generate(me);
    expect(fields(after)).toEqual(['trades', 'healthcare', 'education']);
    expect(after.map((q) => q.id).sort()).toEqual(before.map((q) => q.id).sort());
    // Same answers, same history: the same order.
    expect(await generate(me)).toEqual(after);
  });

  it('a disliked field goes last, in New Quest and in the dashboard’s other quests', async () => {
    const { me, nurse, teacher } = await withTwoQuests('dislike');
    const dashboard = async () => DashboardResponse.parse(await (await me('/dashboard')).json());
    const othersBefore = (await dashboard()).others.map((o) => o.quest_id);
    expect(othersBefore.sort()).toEqual([nurse.id, teacher.id].sort());
    await reflect(me, { quest_id: nurse.id, rating: 1, direction: 'different', ended: 'switched' });
    expect((await dashboard()).others.map((o) => o.quest_id)).toEqual([teacher.id, nurse.id]);
    expect(fields(await generate(me))).toEqual(['trades', 'education', 'healthcare']);
    // Another person's generation is not steered by these answers.
    const other = await signedUp(api, 'neutral');
    expect(fields(await generate(as(api, other.token)))).toEqual(['healthcare', 'trades', 'education']);
  });
});
