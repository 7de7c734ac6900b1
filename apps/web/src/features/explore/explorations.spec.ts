import { describe, expect, it } from 'vitest';
import type { Exploration, InterestScores } from '@sidequest/contracts';
import { directionSentence, likedProfile, nextFrom } from './explorations';

const HANDS_ON = { R: 6.5, I: 3, A: 2, S: 2, E: 2.5, C: 3.5 };
const CARING = { R: 2, I: 4, A: 2, S: 6.8, E: 2, C: 3 };

const tried = (
  title: string,
  code: string,
  interests: InterestScores,
  reflection: Exploration['reflection'],
): Exploration => ({
  quest_id: `sig-${code}`,
  title: `A quest as ${title}`,
  occupation: { code, title, interests },
  started_at: '2026-11-01T00:00:00.000Z',
  check_in_days: 3,
  milestones_reached: 1,
  milestones_total: 4,
  reflection,
});

const carpenters = (reflection: Exploration['reflection']) => tried('Carpenters', '47-2031.00', HANDS_ON, reflection);
const nurses = (reflection: Exploration['reflection']) => tried('Registered Nurses', '29-1141.00', CARING, reflection);

describe('your explorations', () => {
  it('asks for a reflection before it points anywhere', () => {
    expect(directionSentence([carpenters(null)])).toBe(
      'Finish a quest and say how it felt: your answers will point the way.',
    );
    expect(likedProfile([carpenters(null)])).toBeNull();
    expect(nextFrom([carpenters(null)])).toEqual({ code: '47-2031.00', title: 'Carpenters', direction: 'more' });
  });

  it('points toward the strongest interest of the jobs liked, and on from the best liked one', () => {
    const list = [nurses({ rating: 2, direction: 'different' }), carpenters({ rating: 5, direction: 'more' })];
    expect(directionSentence(list)).toBe('Your answers point toward practical, hands-on work, like Carpenters.');
    expect(likedProfile(list)).toEqual(HANDS_ON);
    expect(nextFrom(list)).toEqual({ code: '47-2031.00', title: 'Carpenters', direction: 'more' });
  });

  it('averages the jobs liked, and names up to three of them', () => {
    const list = [carpenters({ rating: 4, direction: 'different' }), nurses({ rating: 3, direction: 'more' })];
    expect(likedProfile(list)?.S).toBeCloseTo((HANDS_ON.S + CARING.S) / 2);
    expect(directionSentence(list)).toMatch(/, like Carpenters and Registered Nurses\.$/);
  });

  it('points away when nothing was liked, and on to another kind of work', () => {
    const list = [nurses({ rating: 1, direction: 'different' })];
    expect(directionSentence(list)).toBe(
      'Your answers point away from Registered Nurses: try something of another kind next.',
    );
    expect(nextFrom(list)).toEqual({ code: '29-1141.00', title: 'Registered Nurses', direction: 'different' });
  });
});
