import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DailyLoopResponse } from '@sidequest/contracts';
import { HeatmapView } from './StreakHeatmap';

const week = (start: string, checked: number, extra: Partial<DailyLoopResponse['heatmap']['weeks'][number]> = {}) => ({
  start,
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `${start.slice(0, 8)}${String(Number(start.slice(8)) + i).padStart(2, '0')}`,
    checked_in: i < checked,
    future: false,
  })),
  goal: 5,
  count: checked,
  met: checked >= 5,
  paused: false,
  current: false,
  label: `Week of ${start}: ${checked} of 5 days, ${checked >= 5 ? 'goal met' : 'goal missed'}`,
  ...extra,
});

const loop: DailyLoopResponse = {
  today: '2026-11-25',
  time_zone: 'Europe/Berlin',
  quest_id: 'q1',
  checked_in_today: true,
  check_in: null,
  undo_until: null,
  weekly_goal: 5,
  first_week: null,
  today_step: null,
  streak: 2,
  pause_message: 'Pause used: your 2-week streak is safe',
  heatmap: {
    weeks: [
      week('2026-11-02', 5),
      week('2026-11-09', 0, { paused: true, label: 'Week of 2026-11-09: 0 of 5 days, paused' }),
      week('2026-11-16', 6),
    ],
    checked_in_days: 11,
    pauses_used: 1,
    summary: '3 weeks: 11 days checked in; streak 2 weeks; 1 pause used',
  },
};

describe('the streak heatmap', () => {
  it('is an image labelled by the summary, with one cell per day and the checked-in days filled', () => {
    const html = renderToString(<HeatmapView loop={loop} />);
    expect(html).toContain('role="img" aria-label="3 weeks: 11 days checked in; streak 2 weeks; 1 pause used"');
    expect(html.match(/daily-heatmap__cell"|daily-heatmap__cell /g)).toHaveLength(21);
    expect(html.match(/daily-heatmap__cell--done/g)).toHaveLength(11);
    expect(html.match(/daily-heatmap__paused"/g)).toHaveLength(1);
  });

  it('has a table fallback with each week’s label, the streak number and the pause message', () => {
    const html = renderToString(<HeatmapView loop={loop} />);
    expect(html).toContain('<div class="sq-visually-hidden"><table><caption>3 weeks: 11 days checked in');
    for (const w of loop.heatmap.weeks) expect(html).toContain(`<th scope="row">${w.label}</th>`);
    expect(html).toContain('2026-11-09: 0 of 5 days, paused</th><td>none</td>');
    expect(html).toMatch(/<strong class="daily-heatmap__number">2<\/strong>/);
    expect(html).toContain('Pause used: your 2-week streak is safe');
  });
});
