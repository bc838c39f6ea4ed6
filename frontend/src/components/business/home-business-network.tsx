import { ButtonLink } from '../button-link';
import { FoundingProgram } from './founding-program';

/** The home page's Business Network section body (inside <section id="business">), its own lazy chunk. */
export default function HomeBusinessNetwork({ titleId }: { titleId: string }) {
  return (
    <div className="fc-container fc-home-biz">
      <div>
        <p className="fc-eyebrow">Business network</p>
        <h2 id={titleId}>Christian Business Network</h2>
        <p className="fc-lead">
          Connect with Christian-owned businesses, find trusted services from people who share your values, and list
          your own business in the directory.
        </p>
        <ul className="fc-checklist">
          <li>
            <strong>A directory</strong> of Christian-owned businesses across many industries.
          </li>
          <li>
            <strong>Monthly plans</strong> from $9.00 a month, renewing automatically, cancel anytime.
          </li>
          <li>
            <strong>Free for life</strong> for the first 100 founding members.
          </li>
        </ul>
        <div className="fc-actions">
          <ButtonLink to="/business" size="large">
            Explore the Business Network
          </ButtonLink>
        </div>
      </div>
      <div className="fc-card fc-home-biz__card">
        <FoundingProgram />
      </div>
    </div>
  );
}
