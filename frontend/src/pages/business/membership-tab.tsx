import { CustomerServiceOutlined, ShopOutlined, TeamOutlined, CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../app/session';
import { businessQueries } from '../../components/business/business-api';
import { FoundingProgram } from '../../components/business/founding-program';
import { FALLBACK_TIERS, TierCard, toDisplayTier } from '../../components/business/tier-card';
import { statisticsQueries } from '../../components/statistics/statistics-api';
import { formatCount } from '../../lib/format';

const LIVE = new Set(['active', 'trialing', 'past_due']);

function TierSkeletons() {
  return (
    <div aria-busy="true">
      <span className="fc-sr-only" role="status">
        Loading membership plans
      </span>
      <ul className="fc-tier-grid" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="fc-tier">
            <span className="fc-skeleton fc-biz-skeleton__title" />
            <span className="fc-skeleton fc-tier__skeleton-price" />
            <span className="fc-skeleton fc-biz-skeleton__line" />
            <span className="fc-skeleton fc-biz-skeleton__line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Founding-member progress, the monthly tiers with Choose Plan, and the network's figures. */
export function MembershipTab() {
  const { user } = useCurrentUser();
  const tiers = useQuery(businessQueries.tiers());
  const membership = useQuery(businessQueries.membership(user?.id ?? null));
  const statistics = useQuery(statisticsQueries.figures());

  const serverTiers = tiers.data ?? [];
  const shown = serverTiers.length ? serverTiers.map(toDisplayTier) : FALLBACK_TIERS;
  const currentTierId =
    membership.data?.tier && LIVE.has(membership.data.status) ? membership.data.tier.id : null;

  return (
    <div className="fc-membership-tab">
      <section className="fc-card fc-founding-card" aria-label="Founding member program">
        <FoundingProgram headingLevel={2} />
      </section>

      <section aria-labelledby="fc-plans-title" className="fc-plans">
        <header className="fc-section__header">
          <h2 id="fc-plans-title">Membership Plans</h2>
          <p className="fc-lead">
            Monthly plans for Christian business owners. Every plan renews automatically each month, and you can cancel
            anytime from your profile.
          </p>
        </header>
        {tiers.isPending ? (
          <TierSkeletons />
        ) : (
          <>
            {serverTiers.length === 0 && (
              <p className="fc-notice" role="note">
                Membership plans cannot be chosen right now. Please check back soon.
              </p>
            )}
            <ul className="fc-tier-grid">
              {shown.map((tier) => (
                <TierCard key={tier.name} tier={tier} current={tier.id !== null && tier.id === currentTierId} />
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="fc-network-figures-title" className="fc-network-figures">
        <h2 id="fc-network-figures-title" className="fc-sr-only">
          The network in figures
        </h2>
        <dl className="fc-biz-stats">
          <div>
            <dt>Industries</dt>
            <dd>
              <ShopOutlined aria-hidden="true" /> 12+
            </dd>
          </div>
          <div>
            <dt>Support</dt>
            <dd>
              <CustomerServiceOutlined aria-hidden="true" /> 24/7
            </dd>
          </div>
          {statistics.data && (
            <div>
              <dt>Business Members</dt>
              <dd>
                <TeamOutlined aria-hidden="true" /> {formatCount(statistics.data.businessMembers)}+
              </dd>
            </div>
          )}
          <div>
            <dt>Billing</dt>
            <dd>
              <CalendarOutlined aria-hidden="true" /> Monthly
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
