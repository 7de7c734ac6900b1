import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes m:ss with two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(65.9)).toBe('1:05');
    expect(formatDuration(120)).toBe('2:00');
  });

  it('never shows a negative time', () => {
    expect(formatDuration(-3)).toBe('0:00');
  });
});
