import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, sidebarCookie, sidebarOpenFromCookie } from './sidebar-prefs';
import { initialSidebarState, mobileSidebarToggled, sidebarReducer, sidebarToggled } from './sidebar-slice';

const key = (over: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

describe('sidebar preference cookie', () => {
  it('is expanded by default and collapsed only when the cookie says false', () => {
    expect(sidebarOpenFromCookie('')).toBe(true);
    expect(sidebarOpenFromCookie('sidebar_state=true')).toBe(true);
    expect(sidebarOpenFromCookie('theme=x; sidebar_state=false')).toBe(false);
  });

  it('lasts seven days', () => {
    expect(sidebarCookie(false)).toContain('sidebar_state=false');
    expect(sidebarCookie(false)).toContain('max-age=604800');
  });
});

describe('sidebar shortcut', () => {
  it('answers Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'c' }))).toBe(false);
  });
});

describe('sidebar slice', () => {
  it('toggles the desktop and mobile states independently', () => {
    const collapsed = sidebarReducer(initialSidebarState, sidebarToggled());
    expect(collapsed).toEqual({ open: false, mobileOpen: false });
    expect(sidebarReducer(collapsed, mobileSidebarToggled())).toEqual({ open: false, mobileOpen: true });
  });
});
