import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layouts/site-layout';
import { lazyPage } from './lazy-page';

// Every screen is its own chunk (React.lazy through lazyPage); the home page downloads only what it shows.
// lazyPage lets main.tsx load the first screen before the first render (see lazy-page.ts).
const HomePage = lazyPage(() => import('../pages/home/home-page'));
const AuthPage = lazyPage(() => import('../pages/auth/auth-page'));
const AboutPage = lazyPage(() => import('../pages/about/about-page'));
const DevelopersPage = lazyPage(() => import('../pages/developers/developers-page'));
const AuthTestPage = lazyPage(() => import('../pages/auth-test/auth-test-page'));
const ProfilePage = lazyPage(() => import('../pages/profile/profile-page'));
const TermsPage = lazyPage(() => import('../pages/legal/terms-page'));
const PrivacyPage = lazyPage(() => import('../pages/legal/privacy-page'));
const CookiePage = lazyPage(() => import('../pages/legal/cookie-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'));
const CheckoutPage = lazyPage(() => import('../pages/checkout/checkout-page'));
const DonationSuccessPage = lazyPage(() => import('../pages/donation-complete/donation-success-page'));
const CampaignBrowsePage = lazyPage(() => import('../pages/campaigns/browse/campaign-browse-page'));
const CreateCampaignPage = lazyPage(() => import('../pages/campaigns/create/create-campaign-page'));
const EditCampaignPage = lazyPage(() => import('../pages/campaigns/edit/edit-campaign-page'));
const CampaignDetailPage = lazyPage(() => import('../pages/campaigns/detail/campaign-detail-page'));
const ManageCampaignsPage = lazyPage(() => import('../pages/campaigns/manage/manage-campaigns-page'));

/** Old campaign links (/campaigns/{slug}) live on under /donate/{slug}. */
function CampaignSlugRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/donate/${encodeURIComponent(slug)}`} replace />;
}


export const routes: RouteObject[] = [
  // An organization's lobby kiosk and its form for other sites' iframes: full screen, without the site around them.
  { path: 'o/:slug/kiosk', Component: lazyPage(() => import('../pages/organizations/give/organization-kiosk-page')) },
  { path: 'o/:slug/embed', Component: lazyPage(() => import('../pages/organizations/give/organization-embed-page')) },
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'donate', element: <CampaignBrowsePage /> },
      { path: 'donate/create', element: <CreateCampaignPage /> },
      { path: 'donate/edit/:id', element: <EditCampaignPage /> },
      { path: 'donate/checkout/:campaignId', element: <CheckoutPage /> },
      { path: 'donate/success', element: <DonationSuccessPage /> },
      { path: 'donate/:slug', element: <CampaignDetailPage /> },
      { path: 'campaigns/create', element: <Navigate to="/donate/create" replace /> },
      { path: 'campaigns/:slug', element: <CampaignSlugRedirect /> },
      { path: 'manage-campaigns', element: <ManageCampaignsPage /> },
      { path: 'monthly-gift/:id', Component: lazyPage(() => import('../pages/monthly-gift/monthly-gift-page')) },
      { path: 'give/update-payment', Component: lazyPage(() => import('../pages/monthly-gift/update-payment-page')) },
      { path: 'unsubscribe', Component: lazyPage(() => import('../pages/unsubscribe/unsubscribe-page')) },
      { path: 'forgot-password', Component: lazyPage(() => import('../pages/account/forgot-password-page')) },
      { path: 'reset-password', Component: lazyPage(() => import('../pages/account/reset-password-page')) },
      { path: 'verify-email', Component: lazyPage(() => import('../pages/account/verify-email-page')) },
      { path: 'payouts/onboarding/:accountId', Component: lazyPage(() => import('../pages/payouts/sandbox-onboarding-page')) },
      { path: 'business', Component: lazyPage(() => import('../pages/business/business-network-page')) },
      { path: 'business/profile/:id', Component: lazyPage(() => import('../pages/business/business-profile-page')) },
      { path: 'membership/checkout/:tierId', Component: lazyPage(() => import('../pages/business/membership-checkout-page')) },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'o/:slug/*', Component: lazyPage(() => import('../pages/organizations/organization-routes')) },
      { path: 'sponsored-creators', Component: lazyPage(() => import('../pages/creators/creator-hub-page')) },
      { path: 'sponsorship-application', Component: lazyPage(() => import('../pages/creators/sponsorship-application-page')) },
      { path: 'apply-sponsorship', Component: lazyPage(() => import('../pages/creators/sponsorship-application-page')) },
      { path: 'creator/:n', Component: lazyPage(() => import('../pages/creators/creator-page')) },
      { path: 'admin', Component: lazyPage(() => import('../pages/admin/admin-page')) },
      { path: 'auth-test', element: <AuthTestPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'developers', element: <DevelopersPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'cookies', element: <CookiePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
