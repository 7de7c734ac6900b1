import { describe, expect, it } from 'vitest';
import { AccountExport, ProgressionResponse } from '@sidequest/contracts';
import { call } from './testing/auth-http';
import { as, expectDeletedWithAccount, withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// Points, levels and badges: earned once, kept (a repeat pays nothing twice, an undo takes nothing away).
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

type Me = ReturnType<typeof as>;
const ZONE = 'Europe/Berlin';

const awards = async (me: Me) => {
  const res = await me('/progress/awards');
  expect(res.status).toBe(200);
  return ProgressionResponse.parse(await res.json());
};
const checkIn = (me: Me) => me('/progress/check-ins/today', { body: { timeZone: ZONE } });
const undo = (me: Me) => me(`/progress/check-ins/today?timeZone=${encodeURIComponent(ZONE)}`, { method: 'DELETE' });
const tick = (me: Me, questId: string, completed: boolean) =>
  me('/quests/current/milestones/0', { method: 'PUT', body: { questId, completed } });
const reflect = (me: Me, questId: string) =>
  me('/progress/reflections', { body: { quest_id: questId, rating: 4, direction: 'more', ended: 'finished' } });
const earned = (p: ProgressionResponse) => p.badges.filter((b) => b.earned_at).map((b) => b.id);

describe('points, levels and badges', () => {
  it('a fresh account is a Novice with no points and every badge still to earn', async () => {
    const { me } = await withCurrentQuest(api, 'fresh');
    const p = await awards(me);
    expect(p).toMatchObject({ points: 0, level: { number: 1, name: 'Novice', to_next: 50 } });
    expect(p.badges.map((b) => b.id)).toEqual([
      'first-quest',
      'three-occupations',
      'four-week-streak',
      'first-reflection',
    ]);
    expect(p.badges.every((b) => b.earned_at === null && b.how_to.length > 0)).toBe(true);
  });

  it('a check-in, a milestone tick and a reflection pay once; repeats and undos neither double nor take away', async () => {
    const { me, questId } = await withCurrentQuest(api, 'earner');
    expect((await checkIn(me)).status).toBe(201);
    expect((await awards(me)).points).toBe(10);
    expect((await undo(me)).status).toBe(200);
    expect((await awards(me)).points).toBe(10);
    expect((await checkIn(me)).status).toBe(201);
    expect((await awards(me)).points).toBe(10);

    expect((await tick(me, questId, true)).status).toBe(200);
    expect((await tick(me, questId, false)).status).toBe(200);
    expect((await tick(me, questId, true)).status).toBe(200);
    expect((await awards(me)).points).toBe(30);

    expect((await reflect(me, questId)).status).toBe(201);
    expect((await reflect(me, questId)).status).toBe(201);
    const p = await awards(me);
    // 10 check-in + 20 milestone + 15 reflection + 50 finished quest + 2 × 25 badges.
    expect(p.points).toBe(145);
    expect(p.level).toMatchObject({ number: 2, name: 'Apprentice', to_next: 5 });
    expect(earned(p)).toEqual(['first-quest', 'first-reflection']);
    expect(p.badges.find((b) => b.id === 'first-quest')?.earned_at).toEqual(expect.any(String));
  });

  it("each read is the caller's own: another person's awards are not visible", async () => {
    const alice = await withCurrentQuest(api, 'alice');
    const bob = await withCurrentQuest(api, 'bob');
    await checkIn(alice.me);
    await reflect(alice.me, alice.questId);
    expect((await awards(alice.me)).points).toBeGreaterThan(0);
    expect(await awards(bob.me)).toMatchObject({ points: 0, level: { number: 1 } });
    expect(earned(await awards(bob.me))).toEqual([]);
    expect((await call(`${api.url}/api/progress/awards`)).status).toBe(401);
  });

  it('exports the awards, and deleting the account removes them', async () => {
    const { me, userId, email, questId } = await withCurrentQuest(api, 'rights');
    await checkIn(me);
    await reflect(me, questId);
    const exported = AccountExport.parse(await (await me('/me/export')).json());
    const row = (kind: string, subject: unknown, points: number) => ({
      kind,
      subject,
      points,
      earned_at: expect.any(String),
    });
    expect(exported.progress_awards).toHaveLength(5);
    expect(exported.progress_awards).toEqual(
      expect.arrayContaining([
        row('check-in', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 10),
        row('reflection', questId, 15),
        row('quest-finished', questId, 50),
        row('badge', 'first-quest', 25),
        row('badge', 'first-reflection', 25),
      ]),
    );
    await expectDeletedWithAccount(api, { me, email, userId }, 'progress_awards');
  });
});
