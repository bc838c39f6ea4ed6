import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-404-title">
      <h1 id="fc-404-title">404 Page Not Found</h1>
      <p className="fc-lead">Did you forget to add the page to the router?</p>
      <div className="fc-actions">
        <ButtonLink to="/" type="primary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
