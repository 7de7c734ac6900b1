import { COOKIES } from '@sidequest/contracts/browser-storage';
import { readCookie, serializeCookie } from '../../lib/cookies';

export const SIDEBAR_COOKIE = COOKIES.sidebar;
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below a 768px viewport the sidebar is a drawer. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Expanded unless the user collapsed it within the last week. */
export function sidebarOpenFromCookie(cookieString: string): boolean {
  return readCookie(cookieString, SIDEBAR_COOKIE) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return serializeCookie(SIDEBAR_COOKIE, String(open), { maxAgeSeconds: SIDEBAR_COOKIE_MAX_AGE });
}

/** Ctrl+B on Windows/Linux, Cmd+B on macOS; never while Alt or Shift change the meaning. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Inputs that take no typing: Ctrl/Cmd+B on them may still toggle the sidebar. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A place where the user types: there Ctrl/Cmd+B belongs to the field (bold, a browser's own binding), not the sidebar. */
export function isEditableTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  return tag === 'TEXTAREA' || (tag === 'INPUT' && !NON_TEXT_INPUTS.has((el.type ?? 'text').toLowerCase()));
}
