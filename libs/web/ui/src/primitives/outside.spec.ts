import { describe, expect, it } from 'vitest';
import { ignoreToasts } from './outside';

const outsideClick = (insideToaster: boolean | null) => {
  let prevented = false;
  const target =
    insideToaster === null
      ? null
      : { closest: (selector: string) => (insideToaster && selector === '[data-sonner-toaster]' ? {} : null) };
  ignoreToasts({ target: target as unknown as EventTarget, preventDefault: () => (prevented = true) });
  return prevented;
};

describe('ignoreToasts', () => {
  it('keeps a dialog open when the click outside it lands on a toast', () => {
    expect(outsideClick(true)).toBe(true);
  });

  it('lets every other outside click close it', () => {
    expect(outsideClick(false)).toBe(false);
    expect(outsideClick(null)).toBe(false);
  });
});
