import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isEditableTarget, isSidebarShortcut, sidebarCookie } from '../sidebar-prefs';

interface Options {
  open: boolean;
  isMobile: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

/** Side effects that belong to the signed-in shell only: the cookie, the shortcut, drawer housekeeping (Escape is the Drawer's). */
export function useSidebarEffects({ open, isMobile, toggle, closeMobile }: Options): void {
  const { pathname } = useLocation();

  useEffect(() => {
    document.cookie = sidebarCookie(open);
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event) || isEditableTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // A drawer left open would cover the page the user just navigated to.
  useEffect(() => {
    closeMobile();
  }, [pathname, closeMobile]);

  useEffect(() => {
    if (!isMobile) closeMobile();
  }, [isMobile, closeMobile]);
}
