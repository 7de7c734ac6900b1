import { describe, expect, it } from 'vitest';
import { reminderSummary, rhythmDefaults, rhythmProblem, toggledDay, type RhythmValues } from './daily-rhythm';

const valid: RhythmValues = { time_zone: 'Europe/Berlin', enabled: true, time: '18:00', days: ['mon', 'wed', 'fri'] };

describe('the daily rhythm form', () => {
  it('starts from the saved zone, or the device zone while none is saved, and the reminder the api answers', () => {
    const reminder = {
      enabled: false,
      time: '18:00',
      days: ['fri', 'mon'] as RhythmValues['days'],
      time_zone: 'Europe/Berlin',
      saved: false,
      paused: false,
      next_reminder_at: null,
      plan_days: ['mon', 'fri'] as RhythmValues['days'],
    };
    expect(rhythmDefaults(reminder, { time_zone: 'Asia/Tokyo', saved: true }, 'Europe/Berlin')).toEqual({
      time_zone: 'Asia/Tokyo',
      enabled: false,
      time: '18:00',
      days: ['mon', 'fri'],
    });
    expect(rhythmDefaults({ ...reminder, time: '' }, { time_zone: '', saved: false }, 'America/Lima')).toMatchObject({
      time_zone: 'America/Lima',
      time: '18:00',
    });
  });

  it('toggles a day chip on and off, keeping the week in order', () => {
    expect(toggledDay(['mon', 'fri'], 'wed')).toEqual(['mon', 'wed', 'fri']);
    expect(toggledDay(['mon', 'wed', 'fri'], 'wed')).toEqual(['mon', 'fri']);
    expect(toggledDay([], 'sun')).toEqual(['sun']);
  });

  it('accepts a time, at least one day and a known zone, as the api does', () => {
    expect(rhythmProblem(valid)).toBeNull();
    expect(rhythmProblem({ ...valid, enabled: false, days: ['sun'] })).toBeNull();
  });

  it('reports the first problem with the api’s own words', () => {
    expect(rhythmProblem({ ...valid, days: [] })).toBe('Choose at least one day');
    expect(rhythmProblem({ ...valid, time: '' })).toBe('time must be HH:MM, 24-hour, such as 18:00');
    expect(rhythmProblem({ ...valid, time: '24:00' })).toBe('time must be HH:MM, 24-hour, such as 18:00');
    expect(rhythmProblem({ ...valid, time_zone: 'Mars/Olympus' })).toBe(
      'Unknown time zone: send a canonical IANA zone such as Europe/Berlin or UTC (offsets such as +01:00 are not accepted)',
    );
  });

  it('says the reminder in words', () => {
    expect(reminderSummary(valid)).toBe('Mon, Wed, Fri at 18:00');
    expect(reminderSummary({ time: '07:30', days: ['sun', 'sat', 'fri', 'thu', 'wed', 'tue', 'mon'] })).toBe(
      'Every day at 07:30',
    );
    expect(reminderSummary({ time: '18:00', days: [] })).toBe('No days chosen yet');
  });
});
