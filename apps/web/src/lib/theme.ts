import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { useMediaQuery } from './useMediaQuery';

export type Theme = 'light' | 'dark';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme pinned on this device, if the person chose one (the pre-render guard applies it before the first paint). */
export function pinnedTheme(): Theme | undefined {
  const pinned = document.documentElement.dataset['theme'];
  return isTheme(pinned) ? pinned : undefined;
}

/** Pins a theme on this device: the page switches at once and keeps it through reloads and sign-out. */
export function pinTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

/** Re-applies a stored choice where no pre-rendered guard ran (the dev server, a page served without index.html's script). */
export function applyStoredTheme(): void {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    if (isTheme(stored)) document.documentElement.dataset['theme'] = stored;
  } catch {
    // No storage: the device's preference decides.
  }
}

/** The theme in use (a pinned choice, else the device's preference; dark when it has none) and a toggle to the other one. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const prefersLight = useMediaQuery('(prefers-color-scheme: light)');
  const [pinned, setPinned] = useState<Theme | undefined>(() =>
    typeof document === 'undefined' ? undefined : pinnedTheme(),
  );
  const theme: Theme = pinned ?? (prefersLight ? 'light' : 'dark');
  const toggle = useCallback(() => {
    const next: Theme = theme === 'light' ? 'dark' : 'light';
    pinTheme(next);
    setPinned(next);
  }, [theme]);
  return { theme, toggle };
}
