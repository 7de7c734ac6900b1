import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { cacheCurrentQuest } from '../quests/plan-cache';
import { rememberQuizAnswer } from '../quests/quiz-answers';
import { clearOwnStorage } from './own-storage';

/** A Storage over a Map, as the browser's behaves for length/key/getItem/setItem/removeItem. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i));

afterEach(() => vi.unstubAllGlobals());

describe('clearOwnStorage', () => {
  it('removes every sq. key the app writes (plans, current quest, quiz answer) and leaves other keys', () => {
    const local = memoryStorage({ 'other-app': 'kept' });
    const session = memoryStorage({ 'sq.draft': 'x', theme: 'dark' });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    cacheCurrentQuest('u1', { questId: 'q1', title: 'Nurse', description: 'Care' }, {
      milestones: [],
      schedule: {},
    } as never);
    rememberQuizAnswer('I like people');
    expect(keys(local).sort()).toEqual(
      [
        'other-app',
        `${STORAGE_KEYS.currentQuestPrefix}u1`,
        `${STORAGE_KEYS.planPrefix}u1.q1`,
        STORAGE_KEYS.quizAnswers,
      ].sort(),
    );

    expect(clearOwnStorage()).toBe(4);
    expect(keys(local)).toEqual(['other-app']);
    expect(keys(session)).toEqual(['theme']);
  });

  it('does nothing, without throwing, where storage is missing or blocked', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(clearOwnStorage([blocked])).toBe(0);
    expect(clearOwnStorage([])).toBe(0);
  });
});
