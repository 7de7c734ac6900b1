import { describe, expect, it } from 'vitest';
import { DailyLoopResponse, ReminderResponse } from '@sidequest/contracts';
import type { DecodedMail } from '@sidequest/platform-mail';
import { call, onServer } from './testing/auth-http';
import { header, isReminder, tokenIn } from './testing/reminder-mail';
import { withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

/**
 * A simulated fortnight on the dev clock (PUT /dev/clock, POST /dev/reminders/tick): check-ins on
 * some days, a daylight-saving night, a move across zones, a week that falls short, reminders read
 * from the outbox and turned off through their List-Unsubscribe header; then the heatmap is compared
 * with the days that were checked in.
 *
 * The fortnight lies ahead of the real date (March 2027), so the real per-minute tick never finds
 * these reminders due: only the ticks this test runs send them.
 */
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const setClock = async (at: string) => {
  const res = await call(`${api.url}/dev/clock`, { method: 'PUT', body: { at } });
  expect(res.status).toBe(200);
};

/** One scheduler tick at `at`: how many reminders it stored. */
const tick = async (at: string): Promise<number> => {
  const res = await call(`${api.url}/dev/reminders/tick`, { body: { at } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { stored: number }).stored;
};

describe('a fortnight of the daily loop on the dev clock', () => {
  it('reminds at 18:00 local across a daylight-saving night and a move, skips checked-in days, unsubscribes through the header, and draws exactly the days checked in', async () => {
    await setClock('2027-03-22T08:00:00Z');
    const { me, email } = await withCurrentQuest(api, 'fortnight');
    const reminders = () => api.mail.received.filter((m) => m.to.includes(email) && isReminder(m));
    const mailNumber = async (n: number): Promise<DecodedMail> => {
      await api.mail.waitFor(() => reminders().length >= n);
      return reminders()[n - 1];
    };
    const saveReminder = async (timeZone: string) => {
      const res = await me('/progress/reminder', {
        method: 'PUT',
        body: { enabled: true, time: '18:00', days: EVERY_DAY, time_zone: timeZone },
      });
      expect(res.status).toBe(200);
      return ReminderResponse.parse(await res.json());
    };
    const nextReminder = async () =>
      ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${BERLIN}`)).json()).next_reminder_at;
    const checkIn = async (at: string) => {
      await setClock(at);
      expect((await me('/progress/check-ins/today', { body: { timeZone: BERLIN } })).status).toBe(201);
    };
    const useDoneLink = async (mail: DecodedMail, at: string) => {
      await setClock(at);
      const res = await call(`${api.url}/api/progress/reminder-links/done`, { body: { token: tokenIn(mail, 'done') } });
      expect(res.status).toBe(200);
    };

    expect((await me('/progress/time-zone', { method: 'PUT', body: { time_zone: BERLIN } })).status).toBe(200);
    expect((await saveReminder(BERLIN)).next_reminder_at).toBe('2027-03-22T17:00:00.000Z');

    // Week 1, in Berlin (CET, UTC+1): Monday's reminder at 18:00, answered through its link.
    expect(await tick('2027-03-22T16:59:00Z')).toBe(0);
    expect(await tick('2027-03-22T17:00:00Z')).toBe(1);
    await useDoneLink(await mailNumber(1), '2027-03-22T18:30:00Z');
    // Tuesday: checked in in the morning, so no reminder in the evening.
    await checkIn('2027-03-23T07:00:00Z');
    expect(await tick('2027-03-23T17:00:00Z')).toBe(0);
    // Wednesday: reminded, not checked in.
    expect(await tick('2027-03-24T17:00:00Z')).toBe(1);
    // Thursday to Saturday: reminded and answered through the link.
    expect(await tick('2027-03-25T17:00:00Z')).toBe(1);
    await useDoneLink(await mailNumber(3), '2027-03-25T19:00:00Z');
    expect(await tick('2027-03-26T17:00:00Z')).toBe(1);
    await useDoneLink(await mailNumber(4), '2027-03-26T20:00:00Z');
    expect(await tick('2027-03-27T17:00:00Z')).toBe(1);
    await useDoneLink(await mailNumber(5), '2027-03-27T22:30:00Z');
    // The daylight-saving night (Sunday 28 March, 02:00 CET becomes 03:00 CEST): 18:00 stays 18:00, now UTC+2.
    expect(await nextReminder()).toBe('2027-03-28T16:00:00.000Z');
    // Sunday 00:30 in Berlin is still Saturday in UTC; it counts for Sunday, so Sunday sends nothing.
    await checkIn('2027-03-27T23:30:00Z');
    expect(await tick('2027-03-28T16:00:00Z')).toBe(0);

    // Week 2 falls short: reminded Monday and Tuesday, no check-ins.
    expect(await tick('2027-03-29T16:00:00Z')).toBe(1);
    expect(await tick('2027-03-30T16:00:00Z')).toBe(1);
    // Wednesday noon in Berlin: the person moves to New York (already on summer time there, UTC-4).
    await setClock('2027-03-31T10:00:00Z');
    expect((await me('/progress/time-zone', { method: 'PUT', body: { time_zone: NEW_YORK } })).status).toBe(200);
    expect((await saveReminder(NEW_YORK)).next_reminder_at).toBe('2027-03-31T22:00:00.000Z');
    expect(await tick('2027-03-31T16:00:00Z')).toBe(0);
    expect(await tick('2027-03-31T22:00:00Z')).toBe(1);

    // Thursday morning in New York: one click in the mail client, through the List-Unsubscribe header.
    const eighth = await mailNumber(8);
    expect(header(eighth, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await setClock('2027-04-01T14:00:00Z');
    // The header names the app's public address; this api listens elsewhere (onServer keeps the path and query).
    const oneClick = await fetch(onServer(header(eighth, 'List-Unsubscribe').replace(/^<|>$/g, ''), api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const off = ReminderResponse.parse(await (await me(`/progress/reminder?timeZone=${NEW_YORK}`)).json());
    expect(off).toMatchObject({ enabled: false, next_reminder_at: null });
    expect(await tick('2027-04-01T22:00:00Z')).toBe(0);
    expect(await tick('2027-04-02T22:00:00Z')).toBe(0);
    // Saturday 23:30 in New York is already Sunday in Berlin and in UTC: it counts for Saturday, the person's day.
    await checkIn('2027-04-04T03:30:00Z');

    // Eight reminders in all, each one-click unsubscribable, each mailed at 18:00 on the person's clock.
    expect(reminders()).toHaveLength(8);
    for (const mail of reminders()) expect(header(mail, 'List-Unsubscribe')).toMatch(/reminder-links\/unsubscribe/);

    // The next Monday: the heatmap shows exactly the days checked in, in the person's zone.
    await setClock('2027-04-05T16:00:00Z');
    const res = await me(`/progress/daily?timeZone=${BERLIN}`);
    expect(res.status).toBe(200);
    const loop = DailyLoopResponse.parse(await res.json());
    expect(loop.time_zone).toBe(NEW_YORK);
    expect(loop.today).toBe('2027-04-05');
    const drawn = loop.heatmap.weeks.flatMap((w) => w.days.filter((d) => d.checked_in).map((d) => d.date));
    expect(drawn).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
      '2027-04-03',
    ]);
    // The plan asks for fewer than six days a week, so week 1 met it; week 2 fell short, the pause is
    // spent by itself and the one-week streak is safe.
    expect(loop.weekly_goal).toBeLessThanOrEqual(6);
    const week = (start: string) => loop.heatmap.weeks.find((w) => w.start === start)!;
    expect(week('2027-03-22')).toMatchObject({ count: 6, met: true, paused: false });
    expect(week('2027-03-29')).toMatchObject({ count: 1, met: false, paused: true });
    expect(loop.streak).toBe(1);
    expect(loop.pause_message).toMatch(/^Pause used/);
    expect(loop.heatmap.summary).toMatch(/^12 weeks: 7 days checked in/);
  }, 120_000);
});
