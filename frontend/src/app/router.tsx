import { lazy } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layouts/site-layout';

// Every screen is its own chunk (React.lazy); the home page downloads only what it shows.
const HomePage = lazy(() => import('../pages/home/home-page'));
const AuthPage = lazy(() => import('../pages/auth/auth-page'));
const AboutPage = lazy(() => import('../pages/about/about-page'));
const AuthTestPage = lazy(() => import('../pages/auth-test/auth-test-page'));
const ProfilePage = lazy(() => import('../pages/profile/profile-page'));
const TermsPage = lazy(() => import('../pages/legal/terms-page'));
const PrivacyPage = lazy(() => import('../pages/legal/privacy-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));
const ComingSoonPage = lazy(() => import('../pages/coming-soon/coming-soon-page'));

/** Old campaign links (/campaigns/{slug}) live on under /donate/{slug}. */
function CampaignSlugRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/donate/${encodeURIComponent(slug)}`} replace />;
}

const soon = (path: string, screen: string): RouteObject => ({
  path,
  element: <ComingSoonPage screen={screen} />,
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      soon('donate', 'Campaign browse'),
      soon('donate/create', 'Create campaign'),
      soon('donate/edit/:id', 'Edit campaign'),
      soon('donate/checkout/:campaignId', 'Donation checkout'),
      soon('donate/success', 'Donation complete'),
      soon('donate/:slug', 'Campaign detail'),
      { path: 'campaigns/create', element: <Navigate to="/donate/create" replace /> },
      { path: 'campaigns/:slug', element: <CampaignSlugRedirect /> },
      soon('manage-campaigns', 'Manage campaigns'),
      soon('business', 'Business network'),
      soon('business/profile/:id', 'Business profile'),
      soon('membership/checkout/:tierId', 'Membership checkout'),
      { path: 'profile', element: <ProfilePage /> },
      soon('sponsored-creators', 'Sponsored Content Hub'),
      soon('sponsorship-application', 'Sponsorship application'),
      soon('apply-sponsorship', 'Sponsorship application'),
      soon('creator/:n', 'Creator profile'),
      soon('admin', 'Admin dashboard'),
      { path: 'auth-test', element: <AuthTestPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
