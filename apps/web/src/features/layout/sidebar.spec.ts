import { describe, expect, it } from 'vitest';
import { isEditableTarget, isSidebarShortcut, sidebarCookie, sidebarOpenFromCookie } from './sidebar-prefs';
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

  it('leaves text boxes, text areas and contenteditable to themselves', () => {
    const at = (el: object) => isEditableTarget(el as EventTarget);
    expect(at({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(at({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(at({ tagName: 'TEXTAREA' })).toBe(true);
    expect(at({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(at({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(at({ tagName: 'BUTTON' })).toBe(false);
    expect(at({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('sidebar slice', () => {
  it('toggles the desktop and mobile states independently', () => {
    const collapsed = sidebarReducer(initialSidebarState, sidebarToggled());
    expect(collapsed).toEqual({ open: false, mobileOpen: false });
    expect(sidebarReducer(collapsed, mobileSidebarToggled())).toEqual({ open: false, mobileOpen: true });
  });
});
