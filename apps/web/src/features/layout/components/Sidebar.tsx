import { Link, NavLink } from 'react-router-dom';
import { cx } from '@sidequest/web-ui';
import { Drawer, DrawerTitle } from '@sidequest/web-ui/primitives';
import {
  BriefcaseBusinessIcon,
  CompassIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  LogOutIcon,
  MapIcon,
  SparklesIcon,
  SwordsIcon,
  UserRoundIcon,
  XIcon,
} from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../../../lib/session/useSignOut';
import { FeedbackPopover, type FeedbackFormSlot } from './FeedbackPopover';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  isMobile: boolean;
  /** Desktop: expanded vs icons only. Mobile: drawer shown vs hidden. */
  expanded: boolean;
  onCloseMobile: () => void;
  feedbackForm: FeedbackFormSlot;
}

const navItems = [
  { to: paths.dashboard, label: 'Dashboard', Icon: LayoutDashboardIcon },
  { to: paths.currentQuest, label: 'Current Quest', Icon: SwordsIcon },
  { to: paths.browseQuests, label: 'Browse Quests', Icon: MapIcon },
  { to: paths.interestProfiler, label: 'Find Jobs That Fit', Icon: CompassIcon },
  { to: paths.occupations, label: 'Occupations', Icon: BriefcaseBusinessIcon },
  { to: paths.account, label: 'Account', Icon: UserRoundIcon },
  { to: paths.support, label: 'Support', Icon: LifeBuoyIcon },
];

export function Sidebar({ isMobile, expanded, onCloseMobile, feedbackForm }: SidebarProps) {
  const signOut = useSignOut();
  const collapsed = !isMobile && !expanded;
  const hiddenDrawer = isMobile && !expanded;

  // On a phone the panel is a Radix dialog (focus trap, Escape, backdrop); on a desktop a plain aside.
  // A dialog may not be an <aside> (aria-allowed-role), so the element changes with the role.
  const Panel = isMobile ? 'div' : 'aside';
  return (
    <Drawer
      modal={isMobile}
      open={isMobile && expanded}
      onOpenChange={(open) => !open && onCloseMobile()}
      overlayClassName="sidebar-backdrop"
    >
      <Panel
        id={SIDEBAR_ID}
        className={cx('sidebar', isMobile && 'sidebar--mobile')}
        data-state={expanded ? 'expanded' : 'collapsed'}
        aria-label="Main navigation"
        inert={hiddenDrawer}
      >
        {isMobile && <DrawerTitle>Main navigation</DrawerTitle>}
        <Link to={paths.dashboard} className="sidebar__brand" title={collapsed ? 'SideQuest' : undefined}>
          <SparklesIcon size={22} />
          <span className="sidebar__label sidebar__brand-name">SideQuest</span>
        </Link>
        {isMobile && (
          <button
            type="button"
            className="sq-icon-close sidebar__close"
            onClick={onCloseMobile}
            aria-label="Close navigation"
          >
            <XIcon size={20} />
          </button>
        )}
        <nav className="sidebar__nav" aria-label="Primary">
          <ul className="sidebar__list">
            {navItems.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className="sidebar__item" title={collapsed ? label : undefined}>
                  <Icon size={20} />
                  <span className="sidebar__label">{label}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <FeedbackPopover collapsed={collapsed} side={isMobile ? 'bottom' : 'right'} form={feedbackForm} />
            </li>
          </ul>
        </nav>
        <div className="sidebar__footer">
          <button
            type="button"
            className="sidebar__item"
            onClick={() => void signOut()}
            title={collapsed ? 'Log out' : undefined}
          >
            <LogOutIcon size={20} />
            <span className="sidebar__label">Log out</span>
          </button>
        </div>
      </Panel>
    </Drawer>
  );
}
