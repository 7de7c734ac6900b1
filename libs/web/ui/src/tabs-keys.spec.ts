import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tabs-keys';

describe('nextTabIndex', () => {
  it('wraps with the arrow keys', () => {
    expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
  });
});
