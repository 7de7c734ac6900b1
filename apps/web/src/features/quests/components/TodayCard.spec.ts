import { describe, expect, it } from 'vitest';
import { todayLabel } from './TodayCard';

describe('the Today card’s date', () => {
  it('names the day the server counts as today for the person, whatever the browser’s clock and zone say', () => {
    expect(todayLabel('2027-05-05')).toBe('Wednesday, May 5');
    expect(todayLabel('2026-12-31')).toBe('Thursday, December 31');
  });

  it('falls back to the browser’s own day until the server has answered', () => {
    const browsers = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(),
    );
    expect(todayLabel()).toBe(browsers);
  });
});
