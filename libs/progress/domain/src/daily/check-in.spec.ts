import { describe, expect, it } from 'vitest';
import { canUndo, decideCheckIn, localDateOf, undoDeadline, type CheckIn } from './check-in';

const ada = { userId: 'u-ada', questId: 'q-nurse' };

function checkIn(at: string, zone: string, who = ada): CheckIn {
  const decision = decideCheckIn([], new Date(at), zone, who);
  if (!decision.ok) throw new Error(decision.error.message);
  return decision.value.checkIn;
}

describe('localDateOf', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2026-11-23');
    expect(localDateOf(instant, 'Europe/Berlin')).toBe('2026-11-24');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(localDateOf(new Date('2026-11-23T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-24');
  });
});

describe('decideCheckIn', () => {
  it('cannot be moved to another day by changing the zone: the latest check-in’s zone counts until its midnight', () => {
    // 27 Nov 11:30 UTC is 26 Nov in Etc/GMT+12, 27 Nov in Pago Pago and 28 Nov in Kiritimati.
    const now = new Date('2026-11-27T11:30:00Z');
    const made: CheckIn[] = [];
    for (const zone of ['Etc/GMT+12', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const decision = decideCheckIn(made, now, zone, ada);
      if (!decision.ok) throw new Error(decision.error.message);
      if (decision.value.changed) made.push(decision.value.checkIn);
    }
    expect(made.map((c) => c.localDate)).toEqual(['2026-11-26']);
    // From the midnight that ends 26 Nov in Etc/GMT+12 (12:00 UTC), the zone now sent counts.
    const next = decideCheckIn(made, new Date('2026-11-27T12:00:01Z'), 'Pacific/Pago_Pago', ada);
    expect(next.ok && next.value).toMatchObject({ changed: true, checkIn: { localDate: '2026-11-27' } });
  });

  it('never lands on a day before the latest check-in', () => {
    const ahead = checkIn('2026-11-27T11:30:00Z', 'Pacific/Kiritimati'); // 28 Nov
    // After Kiritimati's midnight, a zone a day behind reads 27 Nov: nothing changes.
    const behind = decideCheckIn([ahead], new Date('2026-11-28T10:00:01Z'), 'Etc/GMT+12', ada);
    expect(behind.ok && behind.value).toEqual({ changed: false, checkIn: ahead });
  });

  it('makes a check-in on the person’s own day, in their zone, for the current quest', () => {
    const result = decideCheckIn([], new Date('2026-11-23T23:30:00Z'), 'Europe/Berlin', ada);
    expect(result).toEqual({
      ok: true,
      value: {
        changed: true,
        checkIn: {
          userId: 'u-ada',
          questId: 'q-nurse',
          localDate: '2026-11-24',
          zone: 'Europe/Berlin',
          at: new Date('2026-11-23T23:30:00Z'),
        },
      },
    });
  });

  it('changes nothing on a second mark the same local day, even for another quest', () => {
    const first = checkIn('2026-11-24T06:00:00Z', 'Europe/Berlin');
    const again = decideCheckIn([first], new Date('2026-11-24T22:59:00Z'), 'Europe/Berlin', ada);
    expect(again).toEqual({ ok: true, value: { changed: false, checkIn: first } });
    const otherQuest = decideCheckIn([first], new Date('2026-11-24T12:00:00Z'), 'Europe/Berlin', {
      ...ada,
      questId: 'q-other',
    });
    expect(otherQuest).toEqual({ ok: true, value: { changed: false, checkIn: first } });
  });

  it('makes a new check-in once the local day has turned, in the zone', () => {
    const first = checkIn('2026-11-24T06:00:00Z', 'Europe/Berlin');
    // 23:00Z is already Wednesday in Berlin.
    const next = decideCheckIn([first], new Date('2026-11-24T23:00:00Z'), 'Europe/Berlin', ada);
    expect(next.ok && next.value.changed && next.value.checkIn.localDate).toBe('2026-11-25');
  });

  it('compares local dates for a traveller: the same calendar day in another zone is still the same day', () => {
    // Tuesday 08:00 in Berlin, then Tuesday 14:00 in New York (20:00 in Berlin).
    const inBerlin = checkIn('2026-11-24T07:00:00Z', 'Europe/Berlin');
    expect(decideCheckIn([inBerlin], new Date('2026-11-24T19:00:00Z'), 'America/New_York', ada)).toEqual({
      ok: true,
      value: { changed: false, checkIn: inBerlin },
    });
    // Tuesday 20:00 in New York is already Wednesday in Berlin, but still Tuesday where the person is.
    expect(decideCheckIn([inBerlin], new Date('2026-11-25T01:00:00Z'), 'America/New_York', ada)).toEqual({
      ok: true,
      value: { changed: false, checkIn: inBerlin },
    });
    // Flying west to east: Wednesday in Tokyo counts once Tuesday has ended in Berlin, where the last check-in was.
    expect(decideCheckIn([inBerlin], new Date('2026-11-24T16:00:00Z'), 'Asia/Tokyo', ada)).toEqual({
      ok: true,
      value: { changed: false, checkIn: inBerlin },
    });
    const inTokyo = decideCheckIn([inBerlin], new Date('2026-11-24T23:00:00Z'), 'Asia/Tokyo', ada);
    expect(inTokyo.ok && inTokyo.value.changed && inTokyo.value.checkIn).toMatchObject({
      localDate: '2026-11-25',
      zone: 'Asia/Tokyo',
    });
  });

  it('ignores other people’s check-ins', () => {
    const bob = checkIn('2026-11-24T06:00:00Z', 'Europe/Berlin', { userId: 'u-bob', questId: 'q-nurse' });
    const result = decideCheckIn([bob], new Date('2026-11-24T07:00:00Z'), 'Europe/Berlin', ada);
    expect(result.ok && result.value.changed && result.value.checkIn.userId).toBe('u-ada');
  });

  it('refuses a zone Intl does not know', () => {
    const result = decideCheckIn([], new Date('2026-11-24T07:00:00Z'), 'Mars/Olympus_Mons', ada);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid');
  });
});

describe('undo', () => {
  it('is allowed until midnight of the check-in’s local day, and not from midnight on', () => {
    const c = checkIn('2026-11-24T07:00:00Z', 'Europe/Berlin');
    expect(undoDeadline(c).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(canUndo(c, new Date('2026-11-24T07:00:01Z'))).toBe(true);
    expect(canUndo(c, new Date('2026-11-24T22:59:59Z'))).toBe(true);
    expect(canUndo(c, new Date('2026-11-24T23:00:00Z'))).toBe(false);
    expect(canUndo(c, new Date('2026-11-26T10:00:00Z'))).toBe(false);
  });

  it('keeps the zone the check-in was made in when the person has travelled since', () => {
    // Checked in Tuesday 23:00 in Berlin; in New York it is 17:00, but Berlin's midnight still ends the undo.
    const c = checkIn('2026-11-24T22:00:00Z', 'Europe/Berlin');
    expect(canUndo(c, new Date('2026-11-24T22:30:00Z'))).toBe(true);
    expect(canUndo(c, new Date('2026-11-24T23:30:00Z'))).toBe(false);
    // Checked in Tuesday 18:00 in New York: undo lasts until New York's midnight (05:00Z).
    const ny = checkIn('2026-11-24T23:00:00Z', 'America/New_York');
    expect(ny.localDate).toBe('2026-11-24');
    expect(undoDeadline(ny).toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('ends at the right midnight on daylight-saving days', () => {
    // Berlin springs forward on 2026-03-29 (a 23-hour day) and falls back on 2026-10-25 (25 hours).
    expect(undoDeadline(checkIn('2026-03-28T12:00:00Z', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(undoDeadline(checkIn('2026-03-29T12:00:00Z', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(undoDeadline(checkIn('2026-10-25T12:00:00Z', 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    // New York falls back on 2026-11-01: a check-in at 01:30 (the first one) can be undone until 05:00Z.
    const early = checkIn('2026-11-01T05:30:00Z', 'America/New_York');
    expect(early.localDate).toBe('2026-11-01');
    expect(undoDeadline(early).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Santiago skips midnight itself (2026-09-06 00:00 → 01:00): the day ends when the next one starts.
    const santiago = checkIn('2026-09-05T20:00:00Z', 'America/Santiago');
    expect(santiago.localDate).toBe('2026-09-05');
    expect(undoDeadline(santiago).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDateOf(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
    expect(localDateOf(new Date('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
  });
});
