import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';
import './legal.css';

interface Kept {
  name: string;
  purpose: string;
  lifetime: string;
}

/** Our own cookie: set when you sign in (src/shared-kernel/infrastructure/auth/session.ts). */
const OUR_COOKIES: Kept[] = [
  {
    name: 'fc.sid',
    purpose:
      'Keeps you signed in. Set only when you sign in; it holds a random session number, never your password, and it cannot be read by scripts on the page.',
    lifetime: 'Two weeks from when you sign in, or until you sign out, whichever comes first.',
  },
];

/** Set by the payment processor's card form, only on the payment step, when payments go through Stripe. */
const PAYMENT_COOKIES: Kept[] = [
  {
    name: '__stripe_mid',
    purpose: 'Set by Stripe, our payment processor, to help prevent card fraud.',
    lifetime: 'One year.',
  },
  {
    name: '__stripe_sid',
    purpose: 'Set by Stripe for the same purpose, for one visit to the payment step.',
    lifetime: '30 minutes.',
  },
];

/** Kept in your browser's own storage (localStorage), not cookies (src/app/theme.tsx, saved-campaigns.ts). */
const BROWSER_STORAGE: Kept[] = [
  {
    name: 'theme',
    purpose: 'Your choice of Light, Dark or System colors. It stays in your browser and is never sent to us.',
    lifetime: 'Until you choose again or clear your browser’s data for this site.',
  },
  {
    name: 'savedCampaigns',
    purpose:
      'The campaigns you saved with Save or the heart on a campaign, listed under Profile > Saved. It stays in your browser; when you open that list, the campaigns’ ids are sent to us only to look them up.',
    lifetime: 'Until you unsave the campaigns or clear your browser’s data for this site.',
  },
];

function KeptTable({ caption, rows }: { caption: string; rows: Kept[] }) {
  return (
    <table className="fc-kept">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">What it is for</th>
          <th scope="col">How long it lasts</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td data-label="What it is for">{row.purpose}</td>
            <td data-label="How long it lasts">{row.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /cookies: every cookie and every browser-storage key the site sets, with its purpose and lifetime. */
export default function CookiePage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The one cookie Faith Collective sets to keep you signed in, what your browser keeps for you, and what our payment processor sets on the payment step."
    >
      <p className="fc-lead">
        Faith Collective sets one cookie of its own, to keep you signed in. We use no advertising, analytics or
        tracking cookies, and we never sell what we know about you.
      </p>

      <h2>1. Our cookie</h2>
      <p>
        A cookie is a small file a website asks your browser to keep and send back on later visits. Ours is needed for
        signing in: without it, you can still browse and give as a guest, but you cannot use your account.
      </p>
      <KeptTable caption="The cookie Faith Collective sets" rows={OUR_COOKIES} />

      <h2>2. On the payment step</h2>
      <p>
        When card payments are processed by Stripe, its card form on the payment step sets these cookies. They are
        Stripe’s, used under Stripe’s own cookie policy (published on stripe.com), and are not set anywhere else on
        our site.
      </p>
      <KeptTable caption="Cookies set by our payment processor" rows={PAYMENT_COOKIES} />

      <h2>3. Kept in your browser</h2>
      <p>
        Two choices are remembered in your browser’s own storage rather than in a cookie. They are not sent with your
        visits, and they stay on the device and browser where you made them.
      </p>
      <KeptTable caption="What your browser keeps for this site" rows={BROWSER_STORAGE} />

      <h2>4. Videos on campaign pages</h2>
      <p>
        An organizer may show a video from YouTube or Vimeo on a campaign’s page. It plays in that site’s own player,
        which follows that site’s cookie policy. YouTube videos use its privacy-enhanced mode, which sets no cookies
        until you play the video.
      </p>

      <h2>5. Your choices</h2>
      <ul>
        <li>You can see and delete cookies and site data in your browser’s settings at any time.</li>
        <li>Signing out deletes the sign-in cookie at once.</li>
        <li>
          Clearing this site’s data resets your color choice and empties your saved campaigns. You can also unsave a
          campaign under <Link to="/profile?tab=saved">Profile &gt; Saved</Link>.
        </li>
      </ul>

      <h2>6. Changes to this policy</h2>
      <p>
        If we start keeping anything else in your browser, we will list it here first. See our{' '}
        <Link to="/privacy">Privacy Policy</Link> for how we handle your information.
      </p>
    </LegalPage>
  );
}
