import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { isTheme, type Theme } from './stored-theme';
import { useMediaQuery } from './useMediaQuery';

export type { Theme } from './stored-theme';

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
