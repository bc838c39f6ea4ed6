import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal information Faith Collective collects, why, who sees it, how long we keep it and the choices you have."
    >
      <p className="fc-lead">
        This policy explains what information Faith Collective collects, why we collect it, who can see it, and the
        choices you have. We never sell your personal information.
      </p>

      <h2>1. Information we collect</h2>
      <h3>When you create an account</h3>
      <ul>
        <li>Your username, first and last name, email address and phone number.</li>
        <li>
          Your password, which we store only in a securely hashed form. We cannot read it, and we will never ask you
          for it.
        </li>
        <li>Anything you add to your profile: location, a short bio and a profile image.</li>
      </ul>
      <h3>When you use the platform</h3>
      <ul>
        <li>Campaigns you create: title, description, goal, images, video and end date.</li>
        <li>
          Donations: the amount, any tip, the campaign, an optional message, whether you chose to give anonymously,
          and the date.
        </li>
        <li>
          Guest donations: your first name, last name and email address, so we can send your receipt and keep a record
          of the gift.
        </li>
        <li>
          Business profiles: company name, industry, description, location, contact details, logo, services and your
          membership plan.
        </li>
        <li>
          Creator sponsorship applications: your name, email, the platforms and profile links you list, follower
          counts and what you tell us about your content and audience.
        </li>
      </ul>
      <h3>Payments</h3>
      <p>
        Card payments are processed by our payment processor. Your card number goes directly to them; we receive only
        a payment reference, the amount and whether the payment succeeded. For memberships we also keep the
        processor’s customer reference so that monthly renewals and cancellations work.
      </p>
      <h3>Technical information</h3>
      <p>
        Like most websites, our servers record basic request information (such as IP address, browser type and the
        time of a request) to keep the service secure and to fix problems.
      </p>

      <h2>2. How we use it</h2>
      <ul>
        <li>to run your account and the features you use;</li>
        <li>to process donations and memberships, and to send receipts;</li>
        <li>to review campaigns and sponsorship applications;</li>
        <li>to keep the platform safe and prevent fraud;</li>
        <li>to meet our legal and accounting duties as a 501(c)(3) nonprofit.</li>
      </ul>
      <p>We do not use your information for advertising, and we do not sell or rent it to anyone.</p>

      <h2>3. What other people can see</h2>
      <ul>
        <li>
          Campaigns are public, with the organizer’s name, profile image and location. Recent donations show the
          donor’s name and amount unless the donor chose to give anonymously.
        </li>
        <li>Business profiles in the directory can be viewed by signed-in members.</li>
        <li>Your email address, phone number and donation history are never shown publicly.</li>
      </ul>

      <h2>4. Who we share it with</h2>
      <ul>
        <li>our payment processor, to take payments;</li>
        <li>service providers that host our website and store uploaded files, under contracts that protect your data;</li>
        <li>campaign organizers, who see the names (unless anonymous) and messages of people who gave to them;</li>
        <li>authorities, only when the law requires it.</li>
      </ul>

      <h2>5. Cookies</h2>
      <p>
        We use a single cookie of our own, to keep you signed in. It lasts two weeks from when you sign in and is
        removed when you sign out. We do not use advertising or tracking cookies. Your light or dark theme choice and
        the campaigns you save are kept in your own browser’s storage. Our <Link to="/cookies">Cookie Policy</Link>{' '}
        lists each of them, and what our payment processor sets on the payment step, with its purpose and how long it
        lasts.
      </p>

      <h2>6. How long we keep it</h2>
      <ul>
        <li>Account and profile information: while your account is open.</li>
        <li>
          Donation, payment and membership records: for seven years, because nonprofit accounting and tax rules
          require it, even if you close your account.
        </li>
        <li>Sponsorship applications: for two years after our decision.</li>
        <li>Server logs: for up to 90 days.</li>
      </ul>

      <h2>7. Your choices and rights</h2>
      <ul>
        <li>You can see and correct your personal details on your profile page at any time.</li>
        <li>You can cancel a membership from your profile.</li>
        <li>
          You can ask for a copy of your information, or ask us to delete your account, by emailing us. We will reply
          within 30 days.
        </li>
      </ul>

      <h2>8. Security</h2>
      <p>
        We use encrypted connections, hashed passwords and limited staff access. No system is perfectly secure, so
        please use a strong password that you do not use elsewhere.
      </p>

      <h2>9. Children</h2>
      <p>
        Accounts are for adults aged 18 and over. Faith Collective is not directed at children, and we do not
        knowingly collect information from children under 13.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>If we change this policy in a way that matters, we will post the new version here and tell signed-in members.</p>
    </LegalPage>
  );
}
