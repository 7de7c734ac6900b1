import { describe, expect, it } from 'vitest';
import { QuestProgress } from './quest-progress.entity';

const started = new Date('2026-03-01T08:00:00Z');
const later = new Date('2026-03-02T08:00:00Z');
const fresh = (stepCount = 4) =>
  QuestProgress.start({ id: 'p1', userId: 'u1', questId: 'q1', stepCount, now: started });

describe('QuestProgress', () => {
  it('starts with nothing done', () => {
    expect(fresh().snapshot()).toEqual({
      id: 'p1',
      userId: 'u1',
      questId: 'q1',
      completedSteps: [],
      stepCount: 4,
      isCompleted: false,
      startedAt: started,
      completedAt: null,
    });
  });

  it('adds and removes step indices, keeping them sorted', () => {
    const progress = fresh();
    progress.toggleStep(2, later);
    progress.toggleStep(0, later);
    progress.toggleStep(3, later);
    expect(progress.completedSteps).toEqual([0, 2, 3]);
    progress.toggleStep(2, later);
    expect(progress.completedSteps).toEqual([0, 3]);
    expect(progress.isCompleted).toBe(false);
  });

  it('completes when the last step is ticked, and reopens when any step is un-ticked', () => {
    const progress = fresh(3);
    for (const step of [1, 2, 0]) progress.toggleStep(step, later);
    expect(progress.isCompleted).toBe(true);
    expect(progress.completedAt).toEqual(later);

    progress.toggleStep(1, new Date('2026-03-03T08:00:00Z'));
    expect(progress.isCompleted).toBe(false);
    expect(progress.completedAt).toBeNull();
    expect(progress.completedSteps).toEqual([0, 2]);
  });

  it('rejects steps that do not exist and changes nothing', () => {
    const progress = fresh(4);
    for (const bad of [-1, 4, 1.5, Number.NaN]) {
      const result = progress.toggleStep(bad, later);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('invalid');
    }
    expect(progress.completedSteps).toEqual([]);
  });

  it('restores from a snapshot without sharing its step list', () => {
    const snapshot = fresh().snapshot();
    const restored = QuestProgress.restore(snapshot);
    restored.toggleStep(1, later);
    expect(snapshot.completedSteps).toEqual([]);
  });
});
