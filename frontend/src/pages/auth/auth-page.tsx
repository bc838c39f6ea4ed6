import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../app/session';
import { PageLoader } from '../../components/page-loader';
import { usePageMeta } from '../../lib/page-meta';
import { returnTarget } from '../../lib/return-to';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'signin' | 'signup';

export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const requested = (location.state as { tab?: AuthTab } | null)?.tab;
  const [tab, setTab] = useState<AuthTab>(requested === 'signup' ? 'signup' : 'signin');
  // Log In / Sign Up in the header while already on /auth switch the tab.
  useEffect(() => {
    if (requested === 'signup' || requested === 'signin') setTab(requested);
  }, [requested, location.key]);
  usePageMeta('Sign in or join', 'Sign in to Faith Collective, or create a free account to give, connect and create.');

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  // Signed in (or just signed in): back to the page that sent them here, else home.
  if (user) return <Navigate to={returnTarget(location.search)} replace />;

  return (
    <div className="fc-container fc-auth">
      <section className="fc-auth__forms" aria-labelledby="fc-auth-title">
        <h1 id="fc-auth-title" className="fc-auth__title">
          {tab === 'signin' ? 'Welcome back' : 'Join Faith Collective'}
        </h1>
        <p className="fc-muted">
          {tab === 'signin'
            ? 'Sign in to manage your campaigns, profile and giving.'
            : 'Create your free account in a minute.'}
        </p>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as AuthTab)}
          items={[
            { key: 'signin', label: 'Sign In', children: <SignInForm /> },
            { key: 'signup', label: 'Sign Up', children: <SignUpForm /> },
          ]}
        />
      </section>

      <aside className="fc-auth__panel" aria-labelledby="fc-auth-panel-title">
        <img
          className="fc-auth__panel-image"
          src="/images/hero-ministries.webp"
          alt=""
          width={1600}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div className="fc-auth__panel-body">
          <h2 id="fc-auth-panel-title">Faith, giving and fellowship in one place</h2>
          <ul className="fc-checklist">
            <li>Give to ministries and families with a 0% platform fee for organizers.</li>
            <li>Start campaigns for the causes your church cares about.</li>
            <li>Connect with Christian-owned businesses in the network.</li>
            <li>Apply for sponsorship as a faith-based creator.</li>
          </ul>
        </div>
      </aside>
    </div>
  );
}
