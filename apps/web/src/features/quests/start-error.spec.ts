import { describe, expect, it } from 'vitest';
import { START_FAILURE_TOASTS, startFailureOf } from './start-error';

describe('a failed start', () => {
  it('maps each answer to its spec toast', () => {
    expect(startFailureOf({ status: 401 })).toBe('unauthenticated');
    expect(startFailureOf({ status: 402, data: { error: 'Premium' } })).toBe('locked');
    expect(startFailureOf({ status: 404 })).toBe('missing');
    expect(startFailureOf({ status: 500 })).toBe('failed');
    expect(startFailureOf({ status: 'FETCH_ERROR' })).toBe('unexpected');
    expect(startFailureOf(new Error('boom'))).toBe('unexpected');
  });

  it('keeps the spec wording', () => {
    expect(START_FAILURE_TOASTS.unauthenticated).toMatchObject({
      title: 'Authentication required',
      description: 'Please log in to start a quest',
    });
    expect(START_FAILURE_TOASTS.missing.description).toBe('Could not load quest details.');
    expect(START_FAILURE_TOASTS.failed.description).toBe('Could not start quest. Please try again.');
    expect(START_FAILURE_TOASTS.unexpected.description).toBe('Something went wrong. Please try again.');
    expect(START_FAILURE_TOASTS.locked).toMatchObject({
      title: 'Premium Feature',
      description: 'Upgrade to access all community quests',
    });
  });
});
