import { describe, expect, it } from 'vitest';
import { AccountExport, CheckInResponse, DailyLoopResponse } from '@sidequest/contracts';
import { call } from './testing/auth-http';
import { as, expectDeletedWithAccount, signedUp, withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// Sign-up answers a session at once, so each test can have fresh users cheaply.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const ZONE = 'Europe/Berlin';
const zone = `?timeZone=${encodeURIComponent(ZONE)}`;
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const withQuest = (name = 'daily') => withCurrentQuest(api, name);

const checkIn = (me: ReturnType<typeof as>, timeZone: unknown = ZONE) =>
  me('/progress/check-ins/today', { body: { timeZone } });
const undo = (me: ReturnType<typeof as>) => me(`/progress/check-ins/today${zone}`, { method: 'DELETE' });
const daily = async (me: ReturnType<typeof as>) => {
  const res = await me(`/progress/daily${zone}`);
  expect(res.status).toBe(200);
  return DailyLoopResponse.parse(await res.json());
};
const checkedInDates = (loop: DailyLoopResponse) =>
  loop.heatmap.weeks.flatMap((w) => w.days.filter((d) => d.checked_in).map((d) => d.date));

describe('done for today', () => {
  it('checks in for the current quest on the person’s own day, and the heatmap shows it', async () => {
    const { me, questId } = await withQuest();
    const before = await daily(me);
    expect(before).toMatchObject({ checked_in_today: false, check_in: null, quest_id: questId, streak: 0 });
    expect(before.heatmap.weeks).toHaveLength(12);
    expect(before.weekly_goal).toBeGreaterThanOrEqual(1);

    const res = await checkIn(me);
    expect(res.status).toBe(201);
    const body = CheckInResponse.parse(await res.json());
    const today = todayIn(ZONE);
    expect(body).toMatchObject({
      changed: true,
      today,
      time_zone: ZONE,
      checked_in_today: true,
      check_in: { quest_id: questId, local_date: today, zone: ZONE },
    });
    expect(Date.parse(body.undo_until!)).toBeGreaterThan(Date.now());
    expect(checkedInDates(await daily(me))).toEqual([today]);
    expect((await daily(me)).heatmap.summary).toMatch(/^12 weeks: 1 day checked in; streak \d+ weeks?; 0 pauses used$/);
  });

  it("answers today's step: day 1 the quest, done after the check-in, and after a missed day the next step, not two", async () => {
    const { me, userId, questId } = await withQuest('step');
    const first = (await daily(me)).today_step;
    expect(first).toMatchObject({ day: 1, done: false, plan_done: false });
    expect(first?.text).toMatch(/^Do the quest “/);
    expect(first!.of).toBeGreaterThan(1);
    expect(first!.minutes).toBeGreaterThan(0);

    const checked = CheckInResponse.parse(await (await checkIn(me)).json());
    expect(checked.today_step).toEqual({ ...first, done: true });
    expect((await daily(me)).today_step).toEqual({ ...first, done: true });

    // Checked in three days ago, nothing since (and today's taken back): today is day 2, whatever was missed.
    await undo(me);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await api.sql.query(
      `insert into check_ins (user_id, quest_id, local_date, zone, created_at) values ($1, $2, $3::date, $4, now())`,
      [userId, questId, threeDaysAgo, ZONE],
    );
    const second = (await daily(me)).today_step;
    expect(second).toMatchObject({ day: 2, of: first!.of, done: false });
    expect(second?.text).not.toBe(first?.text);
  });

  it('changes nothing on a second check-in the same day', async () => {
    const { me, userId } = await withQuest();
    expect((await checkIn(me)).status).toBe(201);
    const again = await checkIn(me);
    expect(again.status).toBe(201);
    expect(CheckInResponse.parse(await again.json())).toMatchObject({ changed: false, checked_in_today: true });
    const { rows } = await api.sql.query('select count(*)::int as n from check_ins where user_id = $1', [userId]);
    expect(rows[0].n).toBe(1);
  });

  it('undoes today’s check-in until midnight', async () => {
    const { me } = await withQuest();
    await checkIn(me);
    const res = await undo(me);
    expect(res.status).toBe(200);
    expect(CheckInResponse.parse(await res.json())).toMatchObject({
      changed: true,
      checked_in_today: false,
      check_in: null,
      undo_until: null,
    });
    expect(checkedInDates(await daily(me))).toEqual([]);
    const nothing = await undo(me);
    expect(CheckInResponse.parse(await nothing.json()).changed).toBe(false);
  });

  it('answers a clear 409 when there is no current quest', async () => {
    const user = await signedUp(api, 'questless');
    const res = await checkIn(as(api, user.token));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('There is no current quest to check in to. Pick a quest first.');
    const loop = await daily(as(api, user.token));
    expect(loop).toMatchObject({ quest_id: null, checked_in_today: false });
  });

  it('answers 400 with a clear message for a missing or unknown time zone', async () => {
    const { me } = await withQuest();
    for (const timeZone of ['Mars/Olympus_Mons', '', 42, null]) {
      const res = await checkIn(me, timeZone);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/time ?zone/i);
    }
    const missing = await me('/progress/check-ins/today', { body: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/timeZone is required/);
    expect((await me('/progress/daily?timeZone=Not/AZone')).status).toBe(400);
    expect((await me('/progress/daily')).status).toBe(400);
    expect((await me('/progress/check-ins/today?timeZone=Nowhere', { method: 'DELETE' })).status).toBe(400);
    expect((await call(`${api.url}/api/progress/daily${zone}`)).status).toBe(401);
  });

  it('shows each person only their own check-ins', async () => {
    const alice = await withQuest('alice');
    const bob = await withQuest('bob');
    await checkIn(alice.me);
    expect(checkedInDates(await daily(bob.me))).toEqual([]);
    expect((await daily(bob.me)).checked_in_today).toBe(false);
    // Bob's undo cannot take Alice's check-in.
    expect(CheckInResponse.parse(await (await undo(bob.me)).json()).changed).toBe(false);
    expect(checkedInDates(await daily(alice.me))).toEqual([todayIn(ZONE)]);
  });

  it('exports check-ins, and deleting the account removes them', async () => {
    const { me, userId, email, questId } = await withQuest('rights');
    await checkIn(me);
    const exported = AccountExport.parse(await (await me('/me/export')).json());
    expect(exported.check_ins).toEqual([
      { quest_id: questId, local_date: todayIn(ZONE), zone: ZONE, created_at: expect.any(String) },
    ]);
    await expectDeletedWithAccount(api, { me, email, userId }, 'check_ins');
  });
});

describe('a zone change cannot forge a streak day (dev clock)', () => {
  const clock = (at: string | null) =>
    call(`${api.url}/dev/clock`, at ? { method: 'PUT', body: { at } } : { method: 'DELETE' });

  it('three zones within one second give one check-in; the new zone counts from the midnight ending that day', async () => {
    // 27 Nov 11:30 UTC is 26 Nov in Etc/GMT+12, 28 Nov in Kiritimati and 27 Nov in Pago Pago.
    expect((await clock('2026-11-27T11:30:00Z')).status).toBe(200);
    try {
      const { me, userId } = await withQuest('forger');
      const dates: string[] = [];
      for (const zone of ['Etc/GMT+12', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        expect((await me('/progress/time-zone', { method: 'PUT', body: { time_zone: zone } })).status).toBe(200);
        // The zone sent with the check-in counts for nothing either.
        const res = await checkIn(me, zone);
        expect(res.status).toBe(201);
        dates.push(CheckInResponse.parse(await res.json()).check_in?.local_date ?? '');
      }
      expect(dates).toEqual(['2026-11-26', '2026-11-26', '2026-11-26']);
      const stored = async () =>
        (
          await api.sql.query(
            `select to_char(local_date, 'YYYY-MM-DD') as d from check_ins where user_id = $1 order by 1`,
            [userId],
          )
        ).rows.map((r) => r.d as string);
      expect(await stored()).toEqual(['2026-11-26']);
      // Midnight in Etc/GMT+12 (12:00 UTC): the saved zone, Pago Pago, now counts: 27 Nov there.
      expect((await clock('2026-11-27T12:00:01Z')).status).toBe(200);
      const next = await checkIn(me, 'Pacific/Pago_Pago');
      expect(CheckInResponse.parse(await next.json())).toMatchObject({
        changed: true,
        check_in: { local_date: '2026-11-27', zone: 'Pacific/Pago_Pago' },
      });
      expect(await stored()).toEqual(['2026-11-26', '2026-11-27']);
    } finally {
      await clock(null);
    }
  });
});
