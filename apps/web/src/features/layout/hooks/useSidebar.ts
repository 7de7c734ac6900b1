import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { MOBILE_QUERY } from '../sidebar-prefs';
import {
  mobileSidebarOpenSet,
  mobileSidebarToggled,
  selectMobileSidebarOpen,
  selectSidebarOpen,
  sidebarToggled,
} from '../sidebar-slice';

export function useSidebar() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);
  const mobileOpen = useAppSelector(selectMobileSidebarOpen);
  const isMobile = useMediaQuery(MOBILE_QUERY);

  // One toggle for the top bar button and the shortcut: it means "drawer" on a phone, "collapse" elsewhere.
  const toggle = useCallback(() => {
    dispatch(isMobile ? mobileSidebarToggled() : sidebarToggled());
  }, [dispatch, isMobile]);
  const closeMobile = useCallback(() => dispatch(mobileSidebarOpenSet(false)), [dispatch]);

  return { open, mobileOpen, isMobile, expanded: isMobile ? mobileOpen : open, toggle, closeMobile };
}
