import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyRhythmView, type DailyRhythmViewProps } from './DailyRhythmCard';

const noop = () => undefined;
const base: DailyRhythmViewProps = {
  values: { time_zone: 'Europe/Berlin', enabled: true, time: '18:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
  deviceZone: 'Europe/Berlin',
  paused: false,
  nextReminderAt: null,
  problem: null,
  saving: false,
  onChange: noop,
  onSubmit: noop,
  onResume: noop,
};
const render = (props: Partial<DailyRhythmViewProps> = {}) => renderToString(<DailyRhythmView {...base} {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the daily rhythm card', () => {
  it('shows the zone, the switch, the time and seven labelled day chips, the plan’s days pressed', () => {
    const html = render();
    expect(html).toContain('<h2 class="sq-card__title">');
    expect(text(html)).toContain('Daily rhythm');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Your time zone<\/label><select[^>]*id="\1"/);
    expect(html).toMatch(/<option value="Europe\/Berlin" selected="">Europe \/ Berlin \(GMT[+-]\d+\)<\/option>/);
    expect(html).toMatch(/role="switch"[^>]*aria-checked="true"/);
    expect(html).toMatch(/<input[^>]*type="time"[^>]*value="18:00"/);
    const chips = [
      ...html.matchAll(/<button type="button" class="rhythm__chip" aria-pressed="(true|false)" aria-label="(\w+)"/g),
    ];
    expect(chips.map(([, pressed, day]) => `${day}:${pressed}`)).toEqual([
      'Monday:true',
      'Tuesday:true',
      'Wednesday:true',
      'Thursday:true',
      'Friday:true',
      'Saturday:false',
      'Sunday:false',
    ]);
    expect(text(html)).toContain('Mon, Tue, Wed, Thu, Fri at 18:00, Europe/Berlin.');
  });

  it('offers the device’s zone only when another is chosen', () => {
    expect(render()).toMatch(/<button[^>]*disabled=""[^>]*>.*?Use this device’s zone/);
    const other = render({ values: { ...base.values, time_zone: 'Asia/Tokyo' } });
    expect(other).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Use this device’s zone/);
    expect(text(other)).toContain('This device is in Europe/Berlin.');
  });

  it('greys the time and days out while reminders are off, and says so', () => {
    const html = render({ values: { ...base.values, enabled: false } });
    expect(html).toMatch(/<fieldset class="rhythm__when" disabled="">/);
    expect(html).toMatch(/role="switch"[^>]*aria-checked="false"/);
    expect(text(html)).toContain('Reminders are off. Your days still count in this zone.');
  });

  it('notes paused reminders with a Resume action', () => {
    expect(render()).not.toContain('Resume reminders');
    const html = render({ paused: true });
    expect(text(html)).toContain('Reminders are paused: seven went by without a check-in');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Resume reminders<\/button>/);
  });

  it('shows the api’s or the contract’s message as an alert, and the next reminder in the zone', () => {
    expect(render()).not.toContain('role="alert"');
    const html = render({ problem: 'Choose at least one day', nextReminderAt: '2026-11-26T17:00:00.000Z' });
    expect(html).toMatch(/<p class="rhythm__error" role="alert">Choose at least one day<\/p>/);
    expect(text(html)).toContain('Next: Thursday 18:00');
  });
});
