import { beforeEach, describe, expect, it } from 'vitest';
import { ReminderResponse, TimeZoneResponse } from '@sidequest/contracts';
import type { DecodedMail } from '@sidequest/platform-mail';
import { call, onServer } from './testing/auth-http';
import { header, isReminder, tokenIn } from './testing/reminder-mail';
import { as, expectDeletedWithAccount, signedUp, withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// Sign-up answers a session at once, so each test can have fresh users cheaply.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const ZONE = 'Europe/Berlin';
const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Me = ReturnType<typeof as>;

const withQuest = (name = 'remind') => withCurrentQuest(api, name);

/** The local time in Berlin one minute ago, so the first reminder is about a day away (the real tick leaves it). */
function aMinuteAgoInBerlin(): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() - 60_000))
    .padStart(5, '0');
}

async function enable(me: Me, time = aMinuteAgoInBerlin()): Promise<ReminderResponse> {
  const res = await me('/progress/reminder', {
    method: 'PUT',
    body: { enabled: true, time, days: ALL_DAYS, time_zone: ZONE },
  });
  expect(res.status).toBe(200);
  return ReminderResponse.parse(await res.json());
}

/** One scheduler tick through the dev clock, as if it were `at`. */
async function tick(at: Date | string): Promise<{ stored: number; handled: number }> {
  const res = await call(`${api.url}/dev/reminders/tick`, {
    body: { at: typeof at === 'string' ? at : at.toISOString() },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { stored: number; handled: number };
}

async function nextAt(userId: string): Promise<Date> {
  const { rows } = await api.sql.query('select next_reminder_at from daily_settings where user_id = $1', [userId]);
  return new Date(rows[0].next_reminder_at as string);
}

/** Makes the user's reminder due a minute ago (so its day is today, as the done link needs). */
async function dueNow(userId: string): Promise<void> {
  await api.sql.query(`update daily_settings set next_reminder_at = now() - interval '1 minute' where user_id = $1`, [
    userId,
  ]);
}

const remindersTo = (email: string) => api.mail.received.filter((m) => m.to.includes(email) && isReminder(m));

async function reminderTo(email: string, n = 1): Promise<DecodedMail> {
  await api.mail.waitFor(() => remindersTo(email).length >= n);
  return remindersTo(email)[n - 1];
}

const useLink = (action: string, token: unknown) =>
  call(`${api.url}/api/progress/reminder-links/${action}`, { body: { token } });

// Each test's reminders alone are due: whatever an earlier test left on is turned off first.
beforeEach(async () => {
  await api.sql.query('update daily_settings set enabled = false');
});

describe('reminder settings', () => {
  it('answers the defaults before anything is saved, then the saved reminder and zone', async () => {
    const { me } = await withQuest();
    const before = ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${ZONE}`)).json());
    expect(before).toMatchObject({ enabled: false, time: '18:00', time_zone: ZONE, saved: false, paused: false });
    expect(before.days.length).toBeGreaterThan(0);
    const zone0 = TimeZoneResponse.parse(await (await me('/progress/time-zone?timeZone=Asia/Tokyo')).json());
    expect(zone0).toEqual({ time_zone: 'Asia/Tokyo', saved: false });

    const saved = await enable(me, '07:30');
    expect(saved).toMatchObject({ enabled: true, time: '07:30', days: [...ALL_DAYS], saved: true, paused: false });
    expect(Date.parse(saved.next_reminder_at!)).toBeGreaterThan(Date.now());
    expect(ReminderResponse.parse(await (await me('/progress/reminder?timeZone=UTC')).json())).toEqual(saved);
    // The plan's days stay on offer for a new quest's reminder, whatever days were saved.
    expect(before.plan_days).toEqual(before.days);
    expect(saved.plan_days).toEqual(before.days);

    const zone = await me('/progress/time-zone', { method: 'PUT', body: { time_zone: 'America/New_York' } });
    expect(zone.status).toBe(200);
    expect(TimeZoneResponse.parse(await zone.json())).toEqual({ time_zone: 'America/New_York', saved: true });
    // The daily loop counts days in the saved zone, whatever the browser says.
    const daily = await (await me('/progress/daily?timeZone=Asia/Tokyo')).json();
    expect(daily.time_zone).toBe('America/New_York');
  });

  it('answers 400 with a clear message for bad input', async () => {
    const { me } = await withQuest();
    const put = (body: unknown) => me('/progress/reminder', { method: 'PUT', body });
    const good = { enabled: true, time: '18:00', days: ['mon'], time_zone: ZONE };
    const cases: [unknown, RegExp][] = [
      [{ ...good, time: '25:00' }, /time must be HH:MM/],
      [{ ...good, time: undefined }, /time is required/],
      [{ ...good, days: [] }, /at least one day/],
      [{ ...good, days: ['mon', 'mon'] }, /once/],
      [{ ...good, days: ['someday'] }, /weekdays/],
      [{ ...good, time_zone: 'Mars/Olympus_Mons' }, /time zone/i],
      [{ ...good, enabled: 'yes' }, /enabled/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    const zone = await me('/progress/time-zone', { method: 'PUT', body: { time_zone: 'Nowhere' } });
    expect(zone.status).toBe(400);
    expect((await zone.json()).error).toMatch(/time zone/i);
    expect((await me('/progress/reminder')).status).toBe(400);
    expect((await me('/progress/time-zone?timeZone=Not/AZone')).status).toBe(400);
    expect((await call(`${api.url}/api/progress/reminder?timeZone=UTC`)).status).toBe(401);
  });

  it('accepts only canonical IANA names, saves their canonical spelling and refuses offsets with a 400 that says so', async () => {
    const { me } = await withQuest();
    const saveZone = (time_zone: string) => me('/progress/time-zone', { method: 'PUT', body: { time_zone } });
    const spelled = await saveZone('europe/BERLIN');
    expect(spelled.status).toBe(200);
    expect(TimeZoneResponse.parse(await spelled.json())).toEqual({ time_zone: 'Europe/Berlin', saved: true });
    expect((await (await me('/progress/daily?timeZone=UTC')).json()).time_zone).toBe('Europe/Berlin');
    const linked = await me('/progress/reminder', {
      method: 'PUT',
      body: { enabled: false, time: '18:00', days: ['mon'], time_zone: 'US/Eastern' },
    });
    expect(ReminderResponse.parse(await linked.json()).time_zone).toBe('America/New_York');
    for (const zone of ['+01:00', '-05:30', '+14:00', 'Europe/Berlin ', 'Factory']) {
      const res = await saveZone(zone);
      expect(res.status, zone).toBe(400);
      expect((await res.json()).error).toMatch(/canonical IANA zone/);
      const read = await me(`/progress/daily?timeZone=${encodeURIComponent(zone)}`);
      expect(read.status, zone).toBe(400);
    }
  });
});

describe('the reminder tick', () => {
  it('stores exactly one reminder at the chosen minute, with both List-Unsubscribe headers and the links', async () => {
    const { me, email, userId, title } = await withQuest();
    const saved = await enable(me);
    const at = new Date(saved.next_reminder_at!);
    expect(await tick(new Date(at.getTime() - 60_000))).toEqual({ stored: 0, handled: 0 });
    expect(await tick(at)).toEqual({ stored: 1, handled: 1 });
    expect(await tick(at)).toEqual({ stored: 0, handled: 0 });
    const { rows } = await api.sql.query(
      `select count(*)::int as n from mail_messages where kind = 'reminder' and "to" = $1`,
      [email],
    );
    expect(rows[0].n).toBe(1);
    const mail = await reminderTo(email);
    expect(mail.subject).toBe(`Your quest: ${title}`);
    expect(mail.text).toContain(title);
    // Next up is today's step: before any check-in, day 1, the quest itself.
    expect(mail.text).toContain(`Next up: Do the quest “${title}”`);
    expect(mail.text).toMatch(/Done for today:\n\S+\/reminders\/done\?token=[\w.-]+/);
    expect(mail.text).toMatch(/\/reminders\/unsubscribe\?token=[\w.-]+/);
    expect(mail.text).not.toMatch(/reminders pause now/);
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<http[^>]+\/api\/progress\/reminder-links\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await nextAt(userId)).getTime()).toBe(at.getTime() + 24 * 3_600_000);
  });

  it('sends nothing on a day already checked in, or with no current quest', async () => {
    const checked = await withQuest('checked');
    await enable(checked.me);
    expect((await checked.me('/progress/check-ins/today', { body: { timeZone: ZONE } })).status).toBe(201);
    await dueNow(checked.userId);
    const noQuest = await signedUp(api, 'noquest');
    await enable(as(api, noQuest.token));
    await dueNow(noQuest.userId);
    expect(await tick(new Date())).toEqual({ stored: 0, handled: 2 });
    expect((await nextAt(checked.userId)).getTime()).toBeGreaterThan(Date.now());
    expect((await nextAt(noQuest.userId)).getTime()).toBeGreaterThan(Date.now());
  });

  it('names no finished quest: once the quest is finished, nothing is sent until another is picked', async () => {
    const { me, email, userId, questId, quests } = await withQuest('finished');
    await enable(me);
    const reflected = await me('/progress/reflections', {
      body: { quest_id: questId, rating: 5, direction: 'more', ended: 'finished' },
    });
    expect(reflected.status).toBe(201);
    await dueNow(userId);
    expect(await tick(new Date())).toEqual({ stored: 0, handled: 1 });
    expect(remindersTo(email)).toEqual([]);
    // The next pick is what the reminder names.
    expect((await me('/quests/start', { body: { questId: quests[1].id, minutesPerDay: 20 } })).status).toBe(201);
    await dueNow(userId);
    expect(await tick(new Date())).toEqual({ stored: 1, handled: 1 });
    expect((await reminderTo(email)).subject).toBe(`Your quest: ${quests[1].title}`);
  });

  it('the 7th unanswered reminder says reminders pause; the 8th tick sends nothing until resumed', async () => {
    const { me, email, userId } = await withQuest('pause');
    await enable(me);
    for (let n = 1; n <= 7; n++) expect(await tick(await nextAt(userId))).toEqual({ stored: 1, handled: 1 });
    await reminderTo(email, 7);
    // Delivery may reorder the seven; each is for its own day, which its signed done link names.
    const dayOf = (mail: DecodedMail) =>
      (JSON.parse(Buffer.from(tokenIn(mail, 'done').split('.')[0], 'base64url').toString()) as { d: string }).d;
    const inOrder = [...remindersTo(email)].sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
    expect(new Set(inOrder.map(dayOf)).size).toBe(7);
    const seventh = inOrder[6];
    expect(seventh.subject).toMatch(/reminders pause now/);
    expect(seventh.text).toMatch(/7th reminder in a row without a check-in, so reminders pause now/);
    expect(seventh.text).toMatch(/Keep reminding me:\n\S+\/reminders\/resume\?token=/);
    expect(inOrder.slice(0, 6).every((m) => !/pause/.test(m.text))).toBe(true);
    const paused = ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${ZONE}`)).json());
    expect(paused.paused).toBe(true);
    const later = new Date(Date.now() + 30 * 86_400_000);
    expect(await tick(later)).toEqual({ stored: 0, handled: 0 });

    const resumed = await useLink('resume', tokenIn(seventh, 'resume'));
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ action: 'resume', message: 'Reminders are back on.' });
    const after = ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${ZONE}`)).json());
    expect(after).toMatchObject({ paused: false, enabled: true });
    expect(await tick(await nextAt(userId))).toEqual({ stored: 1, handled: 1 });
  });

  it('after a long downtime sends one reminder per person, not a burst', async () => {
    const a = await withQuest('down-a');
    const b = await withQuest('down-b');
    await enable(a.me);
    await enable(b.me);
    const late = new Date((await nextAt(a.userId)).getTime() + 5 * 86_400_000 + 3_600_000);
    expect(await tick(late)).toEqual({ stored: 2, handled: 2 });
    expect(await tick(late)).toEqual({ stored: 0, handled: 0 });
    expect((await nextAt(a.userId)).getTime()).toBeGreaterThan(late.getTime());
    await reminderTo(a.email);
    await reminderTo(b.email);
    expect(remindersTo(a.email)).toHaveLength(1);
    expect(remindersTo(b.email)).toHaveLength(1);
  });

  it('two ticks at once (two transactions on two connections) store each reminder once', async () => {
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await withQuest(`race${i}`));
    for (const p of people) await enable(p.me);
    const at = new Date(Math.max(...(await Promise.all(people.map((p) => nextAt(p.userId)))).map((d) => d.getTime())));
    const [x, y] = await Promise.all([tick(at), tick(at)]);
    expect(x.stored + y.stored).toBe(4);
    const { rows } = await api.sql.query(
      `select "to", count(*)::int as n from mail_messages where kind = 'reminder' and "to" = any($1) group by "to"`,
      [people.map((p) => p.email)],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1]);
  });
});

describe('reminder links', () => {
  it('Done for today checks in once; a second use is 410; a forged token is 400', async () => {
    const { me, email, userId, title } = await withQuest('done');
    await enable(me);
    await dueNow(userId);
    expect(await tick(new Date())).toEqual({ stored: 1, handled: 1 });
    const token = tokenIn(await reminderTo(email), 'done');

    const done = await useLink('done', token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      action: 'done',
      message: 'Done for today ✓',
      quest_title: title,
      checked_in: true,
    });
    const daily = await (await me(`/progress/daily?timeZone=${ZONE}`)).json();
    expect(daily.checked_in_today).toBe(true);

    const again = await useLink('done', token);
    expect(again.status).toBe(410);
    expect((await again.json()).error).toMatch(/used already/);
    const { rows } = await api.sql.query('select count(*)::int as n from check_ins where user_id = $1', [userId]);
    expect(rows[0].n).toBe(1);

    const [payload, signature] = token.split('.');
    const forged = `${payload.slice(0, -2)}AA.${signature}`;
    expect((await useLink('done', forged)).status).toBe(400);
    expect((await useLink('unsubscribe', token)).status).toBe(400);
    expect((await useLink('done', undefined)).status).toBe(400);
    expect((await useLink('explode', token)).status).toBe(400);
  });

  it('a done link for another day answers 410 and says which day it was for', async () => {
    const { me, email, userId } = await withQuest('late');
    const saved = await enable(me);
    expect(await tick(saved.next_reminder_at!)).toEqual({ stored: 1, handled: 1 });
    const res = await useLink('done', tokenIn(await reminderTo(email), 'done'));
    expect(res.status).toBe(410);
    expect((await res.json()).error).toMatch(/^This link was for \d{4}-\d{2}-\d{2}/);
    const { rows } = await api.sql.query('select count(*)::int as n from check_ins where user_id = $1', [userId]);
    expect(rows[0].n).toBe(0);
  });

  it('one-click unsubscribe: a real form POST to the List-Unsubscribe URL turns reminders off', async () => {
    const { me, email, userId } = await withQuest('unsub');
    await enable(me);
    expect(await tick(await nextAt(userId))).toEqual({ stored: 1, handled: 1 });
    const url = header(await reminderTo(email), 'List-Unsubscribe').replace(/^<|>$/g, '');
    const res = await fetch(onServer(url, api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      action: 'unsubscribe',
      message: expect.stringMatching(/Reminders are off/),
    });
    const after = ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${ZONE}`)).json());
    expect(after).toMatchObject({ enabled: false, next_reminder_at: null });
    const replay = await fetch(onServer(url, api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // A second one-click (clients may retry) answers the same; reminders stay off.
    expect(replay.status).toBe(200);
    expect(ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${ZONE}`)).json())).toMatchObject({
      enabled: false,
    });
  });

  it('export and deletion include the reminder settings', async () => {
    const { me, userId, email } = await withQuest('rights');
    await enable(me, '06:15');
    const exported = await (await me('/me/export')).json();
    expect(JSON.stringify(exported)).toContain('"reminder_minutes":375');
    await expectDeletedWithAccount(api, { me, email, userId }, 'daily_settings');
  });
});

describe('the dev reminder clock', () => {
  it('answers only loopback clients, and 400 for a bad instant', async () => {
    const fastify = api.app.getHttpAdapter().getInstance();
    const from = (remoteAddress: string) =>
      fastify.inject({
        method: 'POST',
        url: '/dev/reminders/tick',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ at: '2030-01-01T00:00:00Z' }),
      });
    expect((await from('192.168.1.20')).statusCode).toBe(404);
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    const bad = await call(`${api.url}/dev/reminders/tick`, { body: { at: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/ISO instant/);
  });
});

describe('a reminder link clicked while the account is being deleted', () => {
  it.each(['unsubscribe', 'done'])(
    '%s: waits for the deletion and answers 410, writing no row back for the deleted user',
    async (action) => {
      const { me, email, userId } = await withQuest(`deleting-${action}`);
      await enable(me);
      await dueNow(userId);
      expect(await tick(new Date())).toEqual({ stored: 1, handled: 1 });
      const token = tokenIn(await reminderTo(email), action);
      // The deletion, held open on purpose: it has locked the account and removed progress's first row.
      const deletion = await api.sql.connect();
      try {
        await deletion.query('begin');
        await deletion.query('select 1 from users where id = $1 for update', [userId]);
        await deletion.query('delete from daily_settings where user_id = $1', [userId]);
        let answered = false;
        const click = useLink(action, token).finally(() => (answered = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const table of ['reminder_links_used', 'check_ins'])
          await deletion.query(`delete from ${table} where user_id = $1`, [userId]);
        // The rest of the account goes too (other contexts' rows are not this test's concern).
        await deletion.query('set local session_replication_role = replica');
        await deletion.query('delete from users where id = $1', [userId]);
        expect(answered).toBe(false);
        await deletion.query('commit');
        const res = await click;
        expect(res.status).toBe(410);
        expect((await res.json()).error).toMatch(/no longer works/);
      } finally {
        deletion.release();
      }
      for (const table of ['daily_settings', 'reminder_links_used', 'check_ins']) {
        const { rows } = await api.sql.query(`select count(*)::int as n from ${table} where user_id = $1`, [userId]);
        expect(rows[0].n, table).toBe(0);
      }
    },
  );
});
