import { describe, expect, it } from 'vitest';
import { AccountExport, InterestProfileResponse, PROFILER_ITEM_IDS, scoreProfilerAnswers } from '@sidequest/contracts';
import { call } from './testing/auth-http';
import { as, expectDeletedWithAccount, signedUp } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

type Me = ReturnType<typeof as>;

const read = async (me: Me) => {
  const res = await me('/interest-profile');
  expect(res.status).toBe(200);
  return InterestProfileResponse.parse(await res.json()).profile;
};
const save = (me: Me, body: unknown) => me('/interest-profile', { method: 'PUT', body });

/** Every item answered: 5 for the realistic ones, 1 for the conventional ones, 3 for the rest. */
const ALL = Object.fromEntries(PROFILER_ITEM_IDS.map((id) => [id, id[0] === 'R' ? 5 : id[0] === 'C' ? 1 : 3]));

async function person(name = 'profiler') {
  const user = await signedUp(api, name);
  return { ...user, me: as(api, user.token) };
}

describe('interest profile', () => {
  it('saves answers, scores them as the browser does, reads them back, replaces them, and clears on retake', async () => {
    const { me } = await person();
    expect(await read(me)).toBeNull();

    const partial = await save(me, { answers: { R1: 5, I1: 2 } });
    expect(partial.status).toBe(200);
    const first = InterestProfileResponse.parse(await partial.json()).profile!;
    expect(first).toMatchObject({ answers: { R1: 5, I1: 2 }, answered: 2 });
    expect(first.scores).toEqual({ R: 7, I: 2.5, A: 4, S: 4, E: 4, C: 4 });
    expect(await read(me)).toEqual(first);

    const whole = InterestProfileResponse.parse(await (await save(me, { answers: ALL })).json()).profile!;
    expect(whole.answered).toBe(36);
    expect(whole.scores).toEqual(scoreProfilerAnswers(ALL));
    expect(whole.scores).toEqual({ R: 7, I: 4, A: 4, S: 4, E: 4, C: 1 });
    expect(Date.parse(whole.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    expect(await read(me)).toEqual(whole);

    const cleared = await me('/interest-profile', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(InterestProfileResponse.parse(await cleared.json()).profile).toBeNull();
    expect(await read(me)).toBeNull();
    // Retaking twice is fine.
    expect((await me('/interest-profile', { method: 'DELETE' })).status).toBe(200);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const { me, userId } = await person('bad-input');
    const cases: [unknown, RegExp][] = [
      [{ answers: { X9: 3 } }, /answers\.X9 is not a profiler item/],
      [{ answers: { R1: 7 } }, /answers\.R1 must be a whole number from 1 to 5/],
      [{ answers: { R1: 0 } }, /answers\.R1 must be a whole number from 1 to 5/],
      [{ answers: { R1: 2.5 } }, /answers\.R1 must be a whole number from 1 to 5/],
      [{ answers: { R1: '4' } }, /answers\.R1 must be a whole number from 1 to 5/],
      [{ answers: [5, 4] }, /answers is required/],
      [{ answers: 'R1=5' }, /answers is required/],
      [{}, /answers is required/],
      [{ answers: { R1: 4 }, scores: { R: 7 } }, /Unknown field: scores/],
    ];
    for (const [body, message] of cases) {
      const res = await save(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error, JSON.stringify(body)).toMatch(message);
    }
    const { rows } = await api.sql.query('select count(*)::int as n from interest_profiles where user_id = $1', [
      userId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('is for signed-in people only: 401 signed out', async () => {
    const url = `${api.url}/api/interest-profile`;
    expect((await call(url)).status).toBe(401);
    expect((await call(url, { method: 'PUT', body: { answers: { R1: 5 } } })).status).toBe(401);
    expect((await call(url, { method: 'DELETE' })).status).toBe(401);
  });

  it('shows each person only their own, and one person’s retake leaves another’s answers alone', async () => {
    const alice = await person('alice');
    const bob = await person('bob');
    expect((await save(alice.me, { answers: { A1: 5, S1: 4 } })).status).toBe(200);
    expect(await read(bob.me)).toBeNull();
    expect((await bob.me('/interest-profile', { method: 'DELETE' })).status).toBe(200);
    expect((await read(alice.me))?.answers).toEqual({ A1: 5, S1: 4 });
  });

  it('is in the data export, and deleting the account removes it', async () => {
    const { me, email, userId } = await person('rights');
    const fresh = AccountExport.parse(await (await me('/me/export')).json());
    expect(fresh.interest_profile).toBeNull();
    expect((await save(me, { answers: ALL })).status).toBe(200);
    const exported = AccountExport.parse(await (await me('/me/export')).json());
    expect(exported.interest_profile).toEqual({
      answers: ALL,
      scores: { R: 7, I: 4, A: 4, S: 4, E: 4, C: 1 },
      updated_at: expect.any(String),
    });
    await expectDeletedWithAccount(api, { me, email, userId }, 'interest_profiles');
  });
});
