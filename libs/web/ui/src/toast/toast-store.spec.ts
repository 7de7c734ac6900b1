import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, toast, TOAST_LIMIT, toastReducer, type ToastItem } from './toast-store';

const item = (id: string): ToastItem => ({ id, title: id, variant: 'default', duration: 0 });

describe('toastReducer', () => {
  it('puts the newest first and keeps at most the limit', () => {
    let state: ToastItem[] = [];
    for (let i = 0; i < TOAST_LIMIT + 2; i++) state = toastReducer(state, { type: 'add', toast: item(`t${i}`) });
    expect(state).toHaveLength(TOAST_LIMIT);
    expect(state[0].id).toBe(`t${TOAST_LIMIT + 1}`);
  });

  it('dismisses one toast by id', () => {
    const state = toastReducer([item('a'), item('b')], { type: 'dismiss', id: 'a' });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });
});

describe('toast()', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('leaves on its own after five seconds', () => {
    vi.useFakeTimers();
    toast({ title: 'Plan updated.' });
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('defaults to the plain variant and keeps the destructive one when asked', () => {
    toast({ title: 'Error', description: 'Could not save', variant: 'destructive', duration: 0 });
    toast({ title: 'Saved', duration: 0 });
    expect(getToasts().map((t) => t.variant)).toEqual(['default', 'destructive']);
  });
});
