import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';

export const contact = {
  street: '100 Fellowship Way',
  city: 'Nashville, TN 37203',
  phone: '(615) 555-0142',
  phoneHref: 'tel:+16155550142',
  email: 'hello@faithcollective.example',
} as const;

/** Resources: pages that exist (no placeholders), and Support by email. */
const resources = [
  { to: '/donate/create', label: 'Start a Campaign' },
  { to: '/business?tab=membership', label: 'Business Membership' },
  { to: '/sponsored-creators', label: 'Sponsored Creators' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="fc-footer">
      <div className="fc-container fc-footer__grid">
        <section aria-labelledby="fc-footer-about">
          <Link to="/" className="fc-brand fc-brand--footer">
            <BrandMark />
            <span className="fc-brand__name" id="fc-footer-about">
              Faith Collective
            </span>
          </Link>
          <p className="fc-footer__blurb">
            Uniting Christians of every denomination through community service, charitable giving, business
            networking and creator sponsorship. A registered 501(c)(3) nonprofit.
          </p>
        </section>

        <nav aria-labelledby="fc-footer-explore">
          <h2 id="fc-footer-explore" className="fc-footer__heading">
            Explore
          </h2>
          <ul className="fc-footer__list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/#about">About Us</Link>
            </li>
            <li>
              <Link to="/donate">Donate</Link>
            </li>
            <li>
              <Link to="/business">Business Network</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="fc-footer-resources">
          <h2 id="fc-footer-resources" className="fc-footer__heading">
            Resources
          </h2>
          <ul className="fc-footer__list">
            {resources.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${contact.email}?subject=Support`}>Support</a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="fc-footer-contact">
          <h2 id="fc-footer-contact" className="fc-footer__heading">
            Contact Us
          </h2>
          <address className="fc-footer__address">
            {contact.street}
            <br />
            {contact.city}
            <br />
            <a href={contact.phoneHref}>{contact.phone}</a>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </address>
        </section>
      </div>

      <div className="fc-container fc-footer__legal">
        <p>© {year} Faith Collective. All rights reserved.</p>
        <ul className="fc-footer__legal-links">
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
          <li>
            <Link to="/cookies">Cookie Policy</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
