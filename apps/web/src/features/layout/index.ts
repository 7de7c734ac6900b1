export { RootLayout } from './components/RootLayout';
export { sidebarReducer, initialSidebarState, type SidebarState } from './sidebar-slice';
export { sidebarOpenFromCookie } from './sidebar-prefs';
