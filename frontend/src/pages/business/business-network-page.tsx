import type { QueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session';
import '../../components/business/business.css';
import { businessQueries } from '../../components/business/business-api';
import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';
import { ImageHero } from '../home/home-sections';
import { DirectoryTab } from './directory-tab';
import { MembershipTab } from './membership-tab';

type TabKey = 'directory' | 'membership';

/**
 * The first visit's directory, loaded with the screen's code before the app's first render (lazy-page.ts): the
 * cards are drawn with the page, not in a second render once they arrive (one long task on a phone).
 */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  if (new URLSearchParams(window.location.search).get('tab') === 'membership') return Promise.resolve();
  return queryClient.prefetchQuery(businessQueries.directory('', ''));
}

/** /business: hero, then the Directory and Membership tabs (?tab=membership opens the second). */
export default function BusinessNetworkPage() {
  const { isSignedIn, isLoading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'membership' ? 'membership' : 'directory';
  usePageMeta(
    'Christian Business Network',
    'Find Christian-owned businesses in the Faith Collective directory, and join the network with a monthly membership or a free founding-member place.',
  );

  return (
    <>
      <ImageHero
        name="fc-biz-hero"
        titleId="fc-biz-title"
        image={{ src: '/images/hero-business.webp', width: 1600, height: 900 }}
        scrim="fc-biz-hero__scrim"
        eyebrow="Faith Collective"
        title="Christian Business Network"
      >
        <p className="fc-biz-hero__lead">
          Find Christian-owned businesses, connect with members who share your values, and grow a business that honors
          God.
        </p>
        <div className="fc-actions">
          {isSignedIn ? (
            <ButtonLink to="/profile" type="primary" size="large">
              Manage Your Profile
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth" type="primary" size="large" loading={isLoading}>
              Join Our Network
            </ButtonLink>
          )}
          <ButtonLink to="/business?tab=membership" size="large" ghost>
            See Membership Plans
          </ButtonLink>
        </div>
      </ImageHero>

      <div className="fc-container fc-biz-page">
        <Tabs
          activeKey={tab}
          size="large"
          onChange={(key) => {
            const next = new URLSearchParams(params);
            if (key === 'membership') next.set('tab', 'membership');
            else next.delete('tab');
            setParams(next, { replace: true });
          }}
          items={[
            { key: 'directory', label: 'Directory', children: <DirectoryTab /> },
            { key: 'membership', label: 'Membership', children: <MembershipTab /> },
          ]}
        />
      </div>
    </>
  );
}
