import { describe, expect, it } from 'vitest';
import { FEEDBACK_FIELDS, FEEDBACK_LIMITS } from '@sidequest/contracts';
import { FIELDS, LIMITS } from './feedback-limits';

describe('the feedback panel limits', () => {
  it('are the shared contract’s', () => {
    expect(FIELDS).toEqual(FEEDBACK_FIELDS);
    for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[])
      expect(LIMITS[key], key).toEqual(FEEDBACK_LIMITS[key]);
  });
});
