import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';

export type Theme = 'light' | 'dark';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/**
 * Re-applies a stored choice where no pre-rendered guard ran (the dev server, a page served without index.html's
 * script). Apart from theme.ts so the entry takes only this: the toggle and its media query load with the frame.
 */
export function applyStoredTheme(): void {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    if (isTheme(stored)) document.documentElement.dataset['theme'] = stored;
  } catch {
    // No storage: the device's preference decides.
  }
}
