import { CloseIcon, MenuIcon } from '../components/shell-icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../app/session';
import { AvatarPlaceholder, UserAvatar } from '../components/avatar';
import { ButtonLink } from '../components/button-link';
import { BrandMark } from './brand-mark';
import { ThemeSwitch } from './theme-switch';

// The avatar menu (antd Dropdown + Menu) is only downloaded for signed-in members.
const UserMenu = lazy(() => import('./user-menu'));

export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/donate', label: 'Donate' },
  { to: '/business', label: 'Business' },
  { to: '/sponsored-creators', label: 'Creators' },
  { to: '/about', label: 'About' },
] as const;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="fc-nav__list">
      {navLinks.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className="fc-nav__link" onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The small-screen panel closes on every route change.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash, location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('fc-menu-toggle')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  let account;
  if (isLoading) {
    account = <AvatarPlaceholder />;
  } else if (user) {
    account = (
      <Suspense
        fallback={
          <span className="fc-user-trigger">
            <UserAvatar user={user} />
          </span>
        }
      >
        <UserMenu user={user} />
      </Suspense>
    );
  } else {
    account = (
      <div className="fc-header__auth fc-desktop-only">
        <ButtonLink to="/auth" type="text" state={{ tab: 'signin' }}>
          Log In
        </ButtonLink>
        <ButtonLink to="/auth" type="primary" state={{ tab: 'signup' }}>
          Sign Up
        </ButtonLink>
      </div>
    );
  }

  return (
    <header className="fc-header">
      <div className="fc-container fc-header__bar">
        <Link to="/" className="fc-brand" aria-label="Faith Collective home">
          <BrandMark />
          <span className="fc-brand__name">Faith Collective</span>
        </Link>
        <nav aria-label="Main" className="fc-nav fc-desktop-only">
          <NavItems />
        </nav>
        <div className="fc-header__actions">
          <span className="fc-desktop-only">
            <ThemeSwitch />
          </span>
          {account}
          <Button
            id="fc-menu-toggle"
            className="fc-mobile-only"
            type="text"
            aria-expanded={menuOpen}
            aria-controls="fc-mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      <div id="fc-mobile-menu" className="fc-mobile-panel fc-mobile-only" hidden={!menuOpen}>
        <nav aria-label="Main" className="fc-container">
          <NavItems onNavigate={() => setMenuOpen(false)} />
          {!isLoading && !user && (
            <div className="fc-mobile-panel__auth">
              <ButtonLink to="/auth" block state={{ tab: 'signin' }}>
                Log In
              </ButtonLink>
              <ButtonLink to="/auth" type="primary" block state={{ tab: 'signup' }}>
                Sign Up
              </ButtonLink>
            </div>
          )}
          <div className="fc-mobile-panel__theme">
            <span id="fc-theme-label">Theme</span>
            <ThemeSwitch showLabels />
          </div>
        </nav>
      </div>
    </header>
  );
}
