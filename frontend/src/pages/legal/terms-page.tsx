import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      description="The plain-language terms for using Faith Collective: giving, campaigns, business memberships and creator sponsorship."
    >
      <p className="fc-lead">
        These terms explain what you can expect from Faith Collective and what we ask of you. We have tried to keep
        them short and plain. By creating an account, giving, or otherwise using the platform, you agree to them.
      </p>

      <h2>1. Who we are</h2>
      <p>
        Faith Collective is a registered 501(c)(3) nonprofit organization based at 100 Fellowship Way, Nashville, TN
        37203. We run this website so that Christians of all denominations can serve, give, do business and create
        together. In these terms, “we” and “us” mean Faith Collective, and “you” means anyone using the platform.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old to create an account, start a campaign or buy a membership.</li>
        <li>Give us accurate details and keep them up to date on your profile.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account, so tell us
          straight away if you think someone else has used it.
        </li>
        <li>One person, one account. Accounts cannot be sold or transferred.</li>
      </ul>

      <h2>3. Giving</h2>
      <ul>
        <li>
          <strong>0% platform fee.</strong> We do not take a percentage of what campaign organizers raise.
        </li>
        <li>
          <strong>Optional tips.</strong> When you give, you may add a tip to Faith Collective to help run the
          platform. Tips are always optional, are shown separately from your donation before you pay, and you can
          choose “No Tip”. A tip goes to Faith Collective, not to the campaign.
        </li>
        <li>
          <strong>Guest giving.</strong> You can give without an account by entering your first name, last name and
          email address, which we use to send your receipt and keep a record of your gift.
        </li>
        <li>
          <strong>Card payments.</strong> Payments are made by card and processed by our payment processor. Your card
          details go directly to the processor; we never see or store your full card number. The processor may charge
          its own standard card-processing fees.
        </li>
        <li>
          <strong>Receipts and taxes.</strong> You can download a receipt for each donation. Whether a gift is tax
          deductible depends on the recipient and on your own circumstances; please ask a tax adviser if you are
          unsure.
        </li>
        <li>
          <strong>Refunds.</strong> Donations are generally final. If you gave by mistake or believe a campaign is
          not genuine, contact us within 30 days and we will look into it.
        </li>
      </ul>

      <h2>4. Running a campaign</h2>
      <ul>
        <li>Describe your campaign honestly and use the money for the purpose you described.</li>
        <li>
          Every new campaign is reviewed before it goes live. We may decline, pause or remove a campaign that breaks
          these terms or the law, or that we cannot verify.
        </li>
        <li>
          You can deactivate a campaign at any time. Deleting a campaign is permanent. Records of donations already
          made are kept (see our Privacy Policy).
        </li>
        <li>You are responsible for the words, images and videos you upload, and for any reporting your gifts require.</li>
      </ul>

      <h2>5. Business memberships</h2>
      <ul>
        <li>
          Business Network memberships are paid monthly (currently $9, $29 or $99 per month, depending on the plan).
        </li>
        <li>
          <strong>Memberships renew automatically every month</strong> and your card is charged on each renewal date
          until you cancel.
        </li>
        <li>
          You can cancel at any time from your profile. Cancelling stops future charges; your membership stays active
          until the end of the month you have paid for. We do not refund part-months.
        </li>
        <li>
          While the founding-member program is open, the first 100 members of our community receive a free
          lifetime membership.
        </li>
        <li>If we change a price, we will tell you by email at least 30 days before it applies to you.</li>
      </ul>

      <h2>6. Creator sponsorship</h2>
      <ul>
        <li>
          Creators may apply for sponsorship by telling us about their channels and content. You must own or manage
          the accounts you list.
        </li>
        <li>
          Applying does not guarantee sponsorship. We review each application and may approve or decline it. The
          details of any sponsorship are agreed separately with approved creators.
        </li>
      </ul>

      <h2>7. Acceptable use</h2>
      <p>Please treat others as you would like to be treated. You must not:</p>
      <ul>
        <li>post anything false, fraudulent, hateful, harassing, sexually explicit or unlawful;</li>
        <li>pretend to be someone else or raise money for a cause that is not real;</li>
        <li>send spam, scrape the site, or try to break into accounts or our systems;</li>
        <li>upload content you do not have the right to share.</li>
      </ul>

      <h2>8. Your content</h2>
      <p>
        You keep ownership of what you post. You allow us to store it and show it on Faith Collective so that the
        platform can work (for example, to display your campaign or business profile). You can remove your content at
        any time, subject to the records we must keep.
      </p>

      <h2>9. Links to other sites</h2>
      <p>
        Creator profiles, videos and business websites may link to other services. We are not responsible for their
        content or their privacy practices.
      </p>

      <h2>10. Our responsibility</h2>
      <p>
        We work hard to keep Faith Collective safe and available, but the platform is provided “as is”. We do not
        guarantee that campaigns will reach their goals or that the site will always be free of interruptions. To the
        extent the law allows, we are not liable for indirect losses, and our total liability to you is limited to the
        tips and membership fees you paid us in the 12 months before the claim. Nothing in these terms limits rights
        you have by law.
      </p>

      <h2>11. Suspending or closing accounts</h2>
      <p>
        You can ask us to close your account at any time. We may suspend or close an account that breaks these terms,
        and we will tell you why unless the law prevents it.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        If we change these terms in a way that matters, we will post the new version here and tell signed-in members.
        Continuing to use the platform after a change means you accept it.
      </p>

      <h2>13. Governing law</h2>
      <p>These terms are governed by the laws of the State of Tennessee, USA.</p>
    </LegalPage>
  );
}
