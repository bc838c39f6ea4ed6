import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useCurrentUser } from '../../app/session';
import { businessQueries } from '../../components/business/business-api';
import { BusinessCard } from '../../components/business/business-card';
import { DEFAULT_FILTER_INDUSTRIES, INDUSTRIES, isIndustry, type Industry } from '../../components/business/industries';
import { ButtonLink } from '../../components/button-link';

const SEARCH_DELAY_MS = 300;

/** Orders industries as the spec lists them. */
function bySpecOrder(a: string, b: string) {
  return INDUSTRIES.indexOf(a as Industry) - INDUSTRIES.indexOf(b as Industry);
}

function SkeletonCards() {
  return (
    <div aria-busy="true">
      <span className="fc-sr-only" role="status">
        Loading businesses
      </span>
      <ul className="fc-biz-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="fc-biz-card">
            <div className="fc-biz-card__head">
              <span className="fc-skeleton fc-biz-skeleton__logo" />
              <span className="fc-skeleton fc-biz-skeleton__title" />
            </div>
            <span className="fc-skeleton fc-biz-skeleton__line" />
            <span className="fc-skeleton fc-biz-skeleton__line" />
            <span className="fc-skeleton fc-biz-skeleton__line fc-biz-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The directory: text search and industry filter (both answered by the server), then the business cards. */
export function DirectoryTab() {
  const { isSignedIn } = useCurrentUser();
  const searchId = useId();
  const industryId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [industry, setIndustry] = useState<Industry | ''>('');
  const [seen, setSeen] = useState<{ from: unknown; industries: string[] }>({ from: undefined, industries: [] });

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { data, isPending, isFetching, isError, isPlaceholderData } = useQuery(businessQueries.directory(search, industry));
  const profiles = useMemo(() => data ?? [], [data]);

  // The filter offers the distinct industries of the profiles loaded so far (the defaults while there are none).
  // Kept up to date as each list is rendered (not in an effect after it, which drew the whole list a second time).
  if (!isPlaceholderData && data && seen.from !== data) {
    const next = new Set(seen.industries);
    for (const profile of profiles) next.add(profile.industry);
    setSeen({ from: data, industries: next.size === seen.industries.length ? seen.industries : [...next].sort(bySpecOrder) });
  }
  const seenIndustries = seen.industries;

  const industryOptions = useMemo(() => {
    const names = seenIndustries.length ? [...seenIndustries] : [...DEFAULT_FILTER_INDUSTRIES];
    if (industry && !names.includes(industry)) names.push(industry);
    return [{ value: '', label: 'All Industries' }, ...names.sort(bySpecOrder).map((name) => ({ value: name, label: name }))];
  }, [seenIndustries, industry]);

  const filtered = Boolean(search || industry);

  return (
    <section aria-labelledby="fc-directory-title" className="fc-directory">
      <h2 id="fc-directory-title" className="fc-sr-only">
        Business Directory
      </h2>
      <form
        role="search"
        className="fc-directory__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <div className="fc-field">
          <label htmlFor={searchId}>Search businesses</label>
          <Input
            id={searchId}
            type="search"
            size="large"
            value={text}
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="Company name, service or keyword"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="fc-field fc-field--industry">
          <label htmlFor={industryId}>Industry</label>
          <Select
            id={industryId}
            size="large"
            value={industry}
            options={industryOptions}
            onChange={(value: string) => setIndustry(isIndustry(value) ? value : '')}
            popupMatchSelectWidth={false}
          />
        </div>
      </form>

      {isPending ? (
        <SkeletonCards />
      ) : isError && profiles.length === 0 ? (
        <div className="fc-empty" role="alert">
          <h3>We could not load the directory</h3>
          <p className="fc-muted">Please check your connection and reload the page.</p>
        </div>
      ) : (
        <>
          <p className="fc-directory__count" role="status" aria-live="polite">
            {isFetching ? 'Searching…' : `${profiles.length} ${profiles.length === 1 ? 'business' : 'businesses'}`}
          </p>
          {profiles.length === 0 ? (
            <div className="fc-empty">
              <h3>No businesses found</h3>
              <p className="fc-muted">
                {filtered
                  ? `No results for ${[search && `“${search}”`, industry].filter(Boolean).join(' in ')}. Try another search or industry.`
                  : 'No businesses have joined the directory yet. Yours could be the first.'}
              </p>
            </div>
          ) : (
            <ul className={`fc-biz-grid${isFetching ? ' is-refreshing' : ''}`}>
              {profiles.map((profile) => (
                <BusinessCard key={profile.id} profile={profile} signedIn={isSignedIn} />
              ))}
            </ul>
          )}
        </>
      )}

      <aside className="fc-directory__cta" aria-labelledby="fc-directory-cta-title">
        <div>
          <h2 id="fc-directory-cta-title">List your business</h2>
          <p className="fc-muted">
            {isSignedIn
              ? 'Add or update your business profile so members can find you.'
              : 'Create a free account, then add your business to the directory.'}
          </p>
        </div>
        {isSignedIn ? (
          <ButtonLink to="/profile" type="primary" size="large">
            Manage Your Profile
          </ButtonLink>
        ) : (
          <ButtonLink to="/auth" type="primary" size="large">
            Join Our Network
          </ButtonLink>
        )}
      </aside>
    </section>
  );
}
