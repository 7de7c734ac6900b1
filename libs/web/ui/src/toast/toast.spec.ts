import { describe, expect, it } from 'vitest';
import { sonnerOptions, TOAST_DURATION_MS } from './toast';

describe('sonnerOptions', () => {
  it('keeps the description and marks the destructive variant for its style', () => {
    expect(sonnerOptions({ title: 'Error', description: 'Could not save', variant: 'destructive' })).toEqual({
      description: 'Could not save',
      duration: TOAST_DURATION_MS,
      className: 'sq-toast--destructive',
    });
  });

  it('defaults to the plain variant for five seconds, and 0 keeps a toast until closed', () => {
    expect(sonnerOptions({ title: 'Saved' })).toMatchObject({ className: 'sq-toast--default', duration: 5000 });
    expect(sonnerOptions({ title: 'Saved', duration: 0 }).duration).toBe(Number.POSITIVE_INFINITY);
  });
});
