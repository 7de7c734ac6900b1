import { beforeEach, describe, expect, it } from 'vitest';
import { cacheCurrentQuest, cachePlan, forgetCurrentQuest, readCachedCurrentQuest, readCachedPlan } from './plan-cache';
import {
  forgetQuizAnswer,
  recallQuizAnswer,
  rememberPickedQuest,
  rememberQuizAnswer,
  takePickedQuest,
} from './quiz-answers';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const plan = {
  milestones: [{ title: 'Talk to a vet', description: 'Ask one question.', due_in_days: 3 }],
  schedule: { weekly_plan: 'Mon–Fri: 30 minutes per day', minutes_per_day: 30, duration_weeks: 4 },
};

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true, writable: true });
});

describe('the local plan cache', () => {
  it('keeps the plan and savedAt per user and quest', () => {
    cachePlan('u1', 'q1', plan, new Date('2026-11-22T10:00:00Z'));
    expect(readCachedPlan('u1', 'q1')).toEqual({ plan, savedAt: '2026-11-22T10:00:00.000Z' });
    expect(readCachedPlan('u2', 'q1')).toBeNull();
    expect(readCachedPlan('u1', 'q2')).toBeNull();
  });

  it('remembers the current quest per user so the dashboard can paint before the server answers', () => {
    cacheCurrentQuest('u1', { questId: 'q1', title: 'Vet', description: 'Sketch a clinic day.' }, plan);
    expect(readCachedCurrentQuest('u1')).toMatchObject({ questId: 'q1', title: 'Vet', plan });
    expect(readCachedCurrentQuest('u2')).toBeNull();
  });

  it('forgets the current quest once the server has none (a finished quest must not paint as current)', () => {
    cacheCurrentQuest('u1', { questId: 'q1', title: 'Vet', description: 'Sketch a clinic day.' }, plan);
    cacheCurrentQuest('u2', { questId: 'q2', title: 'Chef', description: 'Cook a menu.' }, plan);
    forgetCurrentQuest('u1');
    expect(readCachedCurrentQuest('u1')).toBeNull();
    expect(readCachedCurrentQuest('u2')).toMatchObject({ questId: 'q2' });
  });

  it('ignores an unreadable entry', () => {
    localStorage.setItem('sq.plan.u1.q1', '{not json');
    expect(readCachedPlan('u1', 'q1')).toBeNull();
  });
});

describe('the quiz answers carried into onboarding', () => {
  it('come back within a day, and not after being forgotten or too old', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    rememberQuizAnswer('Nurse, game designer', now);
    expect(recallQuizAnswer(now + 60_000)).toBe('Nurse, game designer');
    expect(recallQuizAnswer(now + 25 * 3600_000)).toBe('');
    forgetQuizAnswer();
    expect(recallQuizAnswer(now)).toBe('');
  });

  it('carry the quest picked on the landing once; a new answer drops it', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    rememberPickedQuest('q-sig-29-1141.00', now);
    expect(takePickedQuest(now)).toBeNull(); // no answer to pick for
    rememberQuizAnswer('Nurse, game designer', now);
    rememberPickedQuest('q-sig-29-1141.00', now);
    expect(takePickedQuest(now + 60_000)).toBe('q-sig-29-1141.00');
    expect(takePickedQuest(now + 60_000)).toBeNull();
    expect(recallQuizAnswer(now + 60_000)).toBe('Nurse, game designer');
    rememberPickedQuest('q-sig-29-1141.00', now);
    rememberQuizAnswer('Pilot', now);
    expect(takePickedQuest(now)).toBeNull();
    rememberPickedQuest('q-sig-29-1141.00', now);
    expect(takePickedQuest(now + 25 * 3600_000)).toBeNull();
  });
});
