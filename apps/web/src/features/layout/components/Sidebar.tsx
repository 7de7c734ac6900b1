import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon, cx, DashboardIcon, LogOutIcon, QuestIcon, SparklesIcon, useFocusTrap } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../../auth';
import { FeedbackPopover } from './FeedbackPopover';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  isMobile: boolean;
  /** Desktop: expanded vs icons only. Mobile: drawer shown vs hidden. */
  expanded: boolean;
  onCloseMobile: () => void;
}

const navItems = [
  { to: paths.dashboard, label: 'Dashboard', Icon: DashboardIcon },
  { to: paths.questProgress, label: 'Current Quest', Icon: QuestIcon },
];

export function Sidebar({ isMobile, expanded, onCloseMobile }: SidebarProps) {
  const signOut = useSignOut();
  const ref = useRef<HTMLElement>(null);
  const collapsed = !isMobile && !expanded;
  const hiddenDrawer = isMobile && !expanded;
  useFocusTrap(ref, isMobile && expanded);

  return (
    <>
      {isMobile && expanded && <div className="sq-backdrop sidebar-backdrop" onClick={onCloseMobile} aria-hidden="true" />}
      <aside
        id={SIDEBAR_ID}
        ref={ref}
        className={cx('sidebar', isMobile && 'sidebar--mobile')}
        data-state={expanded ? 'expanded' : 'collapsed'}
        aria-label="Main navigation"
        inert={hiddenDrawer}
        {...(isMobile && expanded ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <Link to={paths.dashboard} className="sidebar__brand" title={collapsed ? 'SideQuest' : undefined}>
          <SparklesIcon size={22} />
          <span className="sidebar__label sidebar__brand-name">SideQuest</span>
        </Link>
        {isMobile && (
          <button type="button" className="sq-icon-close sidebar__close" onClick={onCloseMobile} aria-label="Close navigation">
            <CloseIcon />
          </button>
        )}
        <nav className="sidebar__nav" aria-label="Primary">
          <ul className="sidebar__list">
            {navItems.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className="sidebar__item" title={collapsed ? label : undefined}>
                  <Icon />
                  <span className="sidebar__label">{label}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <FeedbackPopover collapsed={collapsed} side={isMobile ? 'bottom' : 'right'} />
            </li>
          </ul>
        </nav>
        <div className="sidebar__footer">
          <button type="button" className="sidebar__item" onClick={() => void signOut()} title={collapsed ? 'Log out' : undefined}>
            <LogOutIcon />
            <span className="sidebar__label">Log out</span>
          </button>
        </div>
      </aside>
    </>
  );
}
