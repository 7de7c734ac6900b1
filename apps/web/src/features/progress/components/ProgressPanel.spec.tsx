import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProgressionResponse } from '@sidequest/contracts';
import { ProgressPanelView } from './ProgressPanel';

const progression = (over: Partial<ProgressionResponse> = {}): ProgressionResponse => ({
  points: 60,
  level: { number: 2, name: 'Apprentice', from: 50, next: 150, to_next: 90 },
  badges: [
    { id: 'first-quest', name: 'First quest', how_to: 'Finish a quest and say how it felt.', earned_at: null },
    {
      id: 'first-reflection',
      name: 'First reflection',
      how_to: 'Say how a quest felt in the quest log.',
      earned_at: '2026-11-24T08:00:00.000Z',
    },
  ],
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('the progress panel', () => {
  it('names the level, the points to the next one, and each badge in words', () => {
    const html = renderToString(<ProgressPanelView progression={progression()} />);
    expect(text(html)).toContain('Level 2 · Apprentice');
    expect(text(html)).toContain('60 points · 90 to the next level');
    expect(html).toContain('aria-label="Points towards level 3"');
    expect(html).toMatch(/max="100"[^>]*value="10"|value="10"[^>]*max="100"/);
    expect(text(html)).toContain('First reflectionEarned Nov 24, 2026');
    expect(text(html)).toContain('First questNot yet: Finish a quest and say how it felt.');
    // Earned badges come first.
    expect(text(html).indexOf('First reflection')).toBeLessThan(text(html).indexOf('First quest'));
  });

  it('says so at the top level', () => {
    const top = { number: 8, name: 'Legend', from: 1800, next: null, to_next: 0 };
    const html = renderToString(<ProgressPanelView progression={progression({ points: 2000, level: top })} />);
    expect(text(html)).toContain('2000 points · top level reached');
  });
});
