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
const CheckoutPage = lazy(() => import('../pages/checkout/checkout-page'));
const DonationSuccessPage = lazy(() => import('../pages/donation-complete/donation-success-page'));
const CampaignBrowsePage = lazy(() => import('../pages/campaigns/browse/campaign-browse-page'));
const CreateCampaignPage = lazy(() => import('../pages/campaigns/create/create-campaign-page'));
const EditCampaignPage = lazy(() => import('../pages/campaigns/edit/edit-campaign-page'));
const CampaignDetailPage = lazy(() => import('../pages/campaigns/detail/campaign-detail-page'));
const ManageCampaignsPage = lazy(() => import('../pages/campaigns/manage/manage-campaigns-page'));

/** Old campaign links (/campaigns/{slug}) live on under /donate/{slug}. */
function CampaignSlugRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/donate/${encodeURIComponent(slug)}`} replace />;
}


export const routes: RouteObject[] = [
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
      { path: 'monthly-gift/:id', Component: lazy(() => import('../pages/monthly-gift/monthly-gift-page')) },
      { path: 'unsubscribe', Component: lazy(() => import('../pages/unsubscribe/unsubscribe-page')) },
      { path: 'business', Component: lazy(() => import('../pages/business/business-network-page')) },
      { path: 'business/profile/:id', Component: lazy(() => import('../pages/business/business-profile-page')) },
      { path: 'membership/checkout/:tierId', Component: lazy(() => import('../pages/business/membership-checkout-page')) },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'sponsored-creators', Component: lazy(() => import('../pages/creators/creator-hub-page')) },
      { path: 'sponsorship-application', Component: lazy(() => import('../pages/creators/sponsorship-application-page')) },
      { path: 'apply-sponsorship', Component: lazy(() => import('../pages/creators/sponsorship-application-page')) },
      { path: 'creator/:n', Component: lazy(() => import('../pages/creators/creator-page')) },
      { path: 'admin', Component: lazy(() => import('../pages/admin/admin-page')) },
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
