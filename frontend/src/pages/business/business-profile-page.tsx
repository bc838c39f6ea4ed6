import {
  ArrowLeftOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  PhoneOutlined,
  CalendarOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser, useIsSigningOut } from '../../app/session';
import { toast } from '../../app/toast';
import { ActiveMemberBadge, MemberBadges } from '../../components/business/badges';
import { businessQueries, type BusinessProfile } from '../../components/business/business-api';
import { BusinessLogo } from '../../components/business/business-logo';
import '../../components/business/business.css';
import { PageLoader } from '../../components/page-loader';
import { usePageMeta } from '../../lib/page-meta';
import { SignInFirst } from '../../components/sign-in-first';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date);
}

/** A website as typed by its owner, made into a link (https:// when no scheme is given). */
function websiteHref(website: string): string {
  return /^[a-z]+:\/\//i.test(website) ? website : `https://${website}`;
}

function websiteLabel(website: string): string {
  return website.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function GoBack() {
  const navigate = useNavigate();
  return (
    <Button
      icon={<ArrowLeftOutlined aria-hidden="true" />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/business'))}
    >
      Go Back
    </Button>
  );
}

function NotFound() {
  usePageMeta('Business Profile Not Found');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-biz-missing-title">
      <h1 id="fc-biz-missing-title">Business Profile Not Found</h1>
      <p className="fc-lead">The business profile you're looking for doesn't exist or has been removed.</p>
      <div className="fc-actions">
        <GoBack />
      </div>
    </section>
  );
}

function Profile({ profile }: { profile: BusinessProfile }) {
  usePageMeta(profile.companyName, profile.description);
  const since = memberSince(profile.createdAt);
  const hasContactAction = Boolean(profile.email || profile.phone || profile.website);

  return (
    <div className="fc-container fc-page fc-biz-profile">
      <div className="fc-biz-profile__back">
        <GoBack />
      </div>

      <header className="fc-card fc-biz-profile__header">
        <BusinessLogo companyName={profile.companyName} logo={profile.logo} size={112} />
        <div className="fc-biz-profile__heading">
          <h1>{profile.companyName}</h1>
          <p className="fc-biz-profile__industry">{profile.industry}</p>
          <div className="fc-biz-card__badges">
            <ActiveMemberBadge />
            <MemberBadges tierName={profile.membershipTier?.name} isFoundingMember={profile.isFoundingMember} />
          </div>
        </div>
      </header>

      <div className="fc-biz-profile__body">
        <div className="fc-biz-profile__main">
          <section className="fc-card" aria-labelledby="fc-biz-about">
            <h2 id="fc-biz-about">About</h2>
            <p className="fc-biz-profile__text">{profile.description}</p>
          </section>

          {profile.services.length > 0 && (
            <section className="fc-card" aria-labelledby="fc-biz-services">
              <h2 id="fc-biz-services">Services</h2>
              <ul className="fc-tags">
                {profile.services.map((service) => (
                  <li key={service} className="fc-tag">
                    {service}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {profile.networkingGoals && (
            <section className="fc-card" aria-labelledby="fc-biz-goals">
              <h2 id="fc-biz-goals">Networking Goals</h2>
              <p className="fc-biz-profile__text">{profile.networkingGoals}</p>
            </section>
          )}

          <section className="fc-card fc-connect" aria-labelledby="fc-biz-connect">
            <h2 id="fc-biz-connect">Ready to Connect</h2>
            <p>
              {hasContactAction
                ? `Reach out to ${profile.companyName} directly and mention you found them through Faith Collective.`
                : `${profile.companyName} has not shared contact details yet.`}
            </p>
            {hasContactAction && (
              <div className="fc-actions">
                {profile.email && (
                  <Button type="primary" size="large" href={`mailto:${profile.email}`} icon={<MailOutlined aria-hidden="true" />}>
                    Send Email
                  </Button>
                )}
                {profile.phone && (
                  <Button size="large" href={telHref(profile.phone)} icon={<PhoneOutlined aria-hidden="true" />}>
                    Call Now
                  </Button>
                )}
                {profile.website && (
                  <Button
                    size="large"
                    href={websiteHref(profile.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    icon={<GlobalOutlined aria-hidden="true" />}
                  >
                    Visit Website
                  </Button>
                )}
              </div>
            )}
          </section>
        </div>

        <aside className="fc-card fc-biz-profile__contact" aria-labelledby="fc-biz-contact">
          <h2 id="fc-biz-contact">Contact</h2>
          <ul className="fc-contact-list">
            {profile.website && (
              <li>
                <GlobalOutlined aria-hidden="true" />
                <span>
                  <span className="fc-contact-list__label">Website</span>
                  <a href={websiteHref(profile.website)} target="_blank" rel="noopener noreferrer">
                    {websiteLabel(profile.website)}
                    <span className="fc-sr-only"> (opens in a new tab)</span>
                  </a>
                </span>
              </li>
            )}
            {profile.phone && (
              <li>
                <PhoneOutlined aria-hidden="true" />
                <span>
                  <span className="fc-contact-list__label">Phone</span>
                  <a href={telHref(profile.phone)}>{profile.phone}</a>
                </span>
              </li>
            )}
            {profile.email && (
              <li>
                <MailOutlined aria-hidden="true" />
                <span>
                  <span className="fc-contact-list__label">Email</span>
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </span>
              </li>
            )}
            <li>
              <EnvironmentOutlined aria-hidden="true" />
              <span>
                <span className="fc-contact-list__label">Location</span>
                {profile.location}
              </span>
            </li>
            {since && (
              <li>
                <CalendarOutlined aria-hidden="true" />
                <span>
                  <span className="fc-contact-list__label">Member since</span>
                  {since}
                </span>
              </li>
            )}
          </ul>
        </aside>
      </div>
    </div>
  );
}

/** /business/profile/:id — members only (visitors go to /auth). */
export default function BusinessProfilePage() {
  const { id = '' } = useParams();
  const { isSignedIn, isLoading } = useCurrentUser();
  const signingOut = useIsSigningOut();
  const query = useQuery({ ...businessQueries.profile(id), enabled: isSignedIn });

  useEffect(() => {
    if (query.isError) {
      toast({ title: 'Error', description: 'Failed to fetch business profile', variant: 'destructive' });
    }
  }, [query.isError]);

  if (isLoading) return <PageLoader label="Loading…" />;
  if (!isSignedIn) return signingOut ? <PageLoader label="Signing out…" /> : <SignInFirst />;
  if (query.isPending) return <PageLoader label="Loading the business profile…" />;
  if (query.isError || !query.data) return <NotFound />;
  return <Profile profile={query.data} />;
}
