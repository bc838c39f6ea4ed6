import { useRoutes } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

// An organization's pages under /o/:slug, one entry of the app's router (the home page's code stays as small):
// each is its own chunk.
const OrganizationPage = lazyPage(() => import('./organization-page'));
const JoinPage = lazyPage(() => import('./join-page'));
const GivePage = lazyPage(() => import('./give/organization-give-page'));
const QrPosterPage = lazyPage(() => import('./give/organization-qr-page'));
const NotFoundPage = lazyPage(() => import('../not-found/not-found-page'));

/** /o/:slug and the pages below it (its kiosk and its embeddable form are the app router's own: no site around them). */
export default function OrganizationRoutes() {
  return useRoutes([
    { index: true, element: <OrganizationPage /> },
    { path: 'join', element: <JoinPage /> },
    { path: 'give', element: <GivePage /> },
    { path: 'qr', element: <QrPosterPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
