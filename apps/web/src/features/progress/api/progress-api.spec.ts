import { describe, expect, it } from 'vitest';
import { toggledSteps } from './progress-api';

describe('toggling a step', () => {
  it('adds a missing index and keeps the list sorted', () => {
    expect(toggledSteps([0, 3], 1)).toEqual([0, 1, 3]);
  });

  it('removes an index that was ticked', () => {
    expect(toggledSteps([0, 1, 3], 1)).toEqual([0, 3]);
  });

  it('leaves the input untouched', () => {
    const steps = [2, 0];
    toggledSteps(steps, 1);
    expect(steps).toEqual([2, 0]);
  });
});
