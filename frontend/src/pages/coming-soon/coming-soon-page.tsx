import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';

/** A friendly placeholder for screens that are still being built. Never shows invented data. */
export default function ComingSoonPage({ screen }: { screen: string }) {
  usePageMeta(`${screen} (coming soon)`);
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-soon-title">
      <p className="fc-eyebrow">Coming soon</p>
      <h1 id="fc-soon-title">{screen}</h1>
      <p className="fc-lead">
        We are still building this part of Faith Collective. Thank you for your patience. Please check back soon.
      </p>
      <div className="fc-actions">
        <ButtonLink to="/" type="primary">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/about">About Faith Collective</ButtonLink>
      </div>
    </section>
  );
}
