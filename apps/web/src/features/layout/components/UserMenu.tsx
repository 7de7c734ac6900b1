import { Link } from 'react-router-dom';
import { DashboardIcon, LogOutIcon, Popover, QuestIcon } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useSession, useSignOut } from '../../auth';

export function UserMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const email = user?.email ?? '';
  const initial = email.charAt(0).toUpperCase() || '?';

  return (
    <Popover
      align="end"
      label="Account"
      className="user-menu"
      trigger={(props) => (
        <button type="button" className="avatar-button" aria-label={`Account menu for ${email}`} {...props}>
          <span className="avatar-button__email" aria-hidden="true">
            {email}
          </span>
          <span className="avatar" aria-hidden="true">{initial}</span>
        </button>
      )}
    >
      {(close) => (
        <>
          <div className="user-menu__who">
            <span className="avatar avatar--lg" aria-hidden="true">{initial}</span>
            <div>
              <p className="user-menu__caption">Signed in as</p>
              <p className="user-menu__email">{email}</p>
            </div>
          </div>
          <ul className="user-menu__list">
            <li>
              <Link to={paths.dashboard} className="user-menu__item" onClick={close}>
                <DashboardIcon size={18} /> Dashboard
              </Link>
            </li>
            <li>
              <Link to={paths.questProgress} className="user-menu__item" onClick={close}>
                <QuestIcon size={18} /> Current Quest
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="user-menu__item"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <LogOutIcon size={18} /> Log out
              </button>
            </li>
          </ul>
        </>
      )}
    </Popover>
  );
}
