import { Dropdown, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignOut, type CurrentUser } from '../app/session';
import { UserAvatar } from '../components/avatar';
import { useMenuButton } from '../lib/use-menu-button';
import { displayName } from '../lib/user-display';

const routes = { profile: '/profile', manage: '/manage-campaigns', admin: '/admin' } as const;

/** The signed-in avatar menu: Profile, Manage Campaigns, Admin Dashboard (admins only), Log Out. */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = displayName(user);

  const items = useMemo<MenuProps['items']>(
    () => [
      {
        key: 'who',
        type: 'group',
        label: (
          <span className="fc-user-menu__who">
            <strong>{name}</strong>
            {user.email && <span>{user.email}</span>}
          </span>
        ),
      },
      { type: 'divider' },
      { key: 'profile', label: <Link to="/profile">Profile</Link> },
      { key: 'manage', label: <Link to="/manage-campaigns">Manage Campaigns</Link> },
      ...(user.isAdmin ? [{ key: 'admin', label: <Link to="/admin">Admin Dashboard</Link> }] : []),
      { type: 'divider' },
      {
        key: 'logout',
        label: (
          <a
            href="/api/logout"
            onClick={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            Log Out
          </a>
        ),
      },
    ],
    [name, user.email, user.isAdmin, signOut],
  );

  // Mouse clicks land on the links themselves; Enter / Space on a focused item arrive here.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if ((domEvent.target as Element).closest('a')) return;
    if (key === 'logout') void signOut();
    else if (key in routes) void navigate(routes[key as keyof typeof routes]);
  };

  // The trigger says whether the menu is open and gets the focus back when the menu closes.
  const { open, onOpenChange, triggerRef, popupClass } = useMenuButton();

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      open={open}
      onOpenChange={onOpenChange}
      classNames={{ root: `fc-user-menu-popup ${popupClass}` }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="fc-user-trigger"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        <UserAvatar user={user} />
      </button>
    </Dropdown>
  );
}
