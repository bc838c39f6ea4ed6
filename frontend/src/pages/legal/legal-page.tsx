import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contact } from '../../layouts/site-footer';
import { usePageMeta } from '../../lib/page-meta';

export const LEGAL_LAST_UPDATED = 'Draft of November 2026';

/** Shared frame for the Terms of Use, the Privacy Policy and the Cookie Policy. */
export function LegalPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <article className="fc-container fc-page fc-prose" aria-labelledby="fc-legal-title">
      <p className="fc-draft-banner" role="note">
        Draft — pending legal review
      </p>
      <h1 id="fc-legal-title">{title}</h1>
      <p className="fc-muted">{LEGAL_LAST_UPDATED}</p>
      {children}
      <h2>Contact us</h2>
      <p>
        Faith Collective
        <br />
        {contact.street}
        <br />
        {contact.city}
        <br />
        Phone: <a href={contact.phoneHref}>{contact.phone}</a>
        <br />
        Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <p>
        See also our <Link to="/terms">Terms of Use</Link>, <Link to="/privacy">Privacy Policy</Link> and{' '}
        <Link to="/cookies">Cookie Policy</Link>.
      </p>
    </article>
  );
}
