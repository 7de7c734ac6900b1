import { Link } from 'react-router-dom';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@sidequest/web-ui/primitives';
import { LayoutDashboardIcon, LogOutIcon, MoonIcon, SunIcon, SwordsIcon, UserCogIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/session/useSignOut';
import { useTheme } from '../../../lib/theme';

/** The avatar's menu: a Radix dropdown, so arrow keys, Enter and Escape work as in any menu. */
export function UserMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const { theme, toggle: toggleTheme } = useTheme();
  const email = user?.email ?? '';
  const initial = email.charAt(0).toUpperCase() || '?';

  return (
    <DropdownMenu
      align="end"
      label="Account"
      className="user-menu"
      trigger={
        <button type="button" className="avatar-button" aria-label={`Account menu for ${email}`}>
          <span className="avatar-button__email" aria-hidden="true">
            {email}
          </span>
          <span className="avatar" aria-hidden="true">
            {initial}
          </span>
        </button>
      }
    >
      <DropdownMenuLabel>
        <span className="user-menu__who">
          <span className="avatar avatar--lg" aria-hidden="true">
            {initial}
          </span>
          <span>
            <span className="user-menu__caption">Signed in as</span>
            <span className="user-menu__email">{email}</span>
          </span>
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={paths.dashboard}>
          <LayoutDashboardIcon size={18} /> Dashboard
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.currentQuest}>
          <SwordsIcon size={18} /> Current Quest
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.account}>
          <UserCogIcon size={18} /> Account
        </Link>
      </DropdownMenuItem>
      {/* The menu stays open, so the person sees the page change and can switch back at once. */}
      <DropdownMenuItem keepOpen onSelect={toggleTheme}>
        {theme === 'light' ? <MoonIcon size={18} /> : <SunIcon size={18} />}{' '}
        {theme === 'light' ? 'Dark theme' : 'Light theme'}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void signOut()}>
        <LogOutIcon size={18} /> Log out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
