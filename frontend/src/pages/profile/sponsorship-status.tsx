import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, theme } from 'antd';
import { useState } from 'react';
import type { CurrentUser } from '../../app/session';
import { ButtonLink } from '../../components/button-link';
import { creatorQueries } from '../../components/creators/creator-api';
import { Skeleton } from '../../components/creators/creator-parts';
import '../../components/creators/creators.css';
import { APPLICATION_STATUS_LABELS, PLATFORM_LABELS, type ApplicationStatus } from '../../components/creators/platforms';
import { formatDate } from '../../lib/format';

/** Pending review / Approved / Rejected: the text in the body color (contrast), the meaning repeated by an icon. */
function StatusTag({ status }: { status: ApplicationStatus }) {
  const { token } = theme.useToken();
  const icon =
    status === 'approved' ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden="true" />
    ) : status === 'rejected' ? (
      <CloseCircleFilled style={{ color: token.colorError }} aria-hidden="true" />
    ) : (
      <ClockCircleFilled style={{ color: token.colorWarning }} aria-hidden="true" />
    );
  return (
    <span className="fc-sponsorship-status__tag">
      {icon}
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

const SHOWN_AT_FIRST = 3;

/** The member's sponsorship applications and their status, on the profile under the side card. */
export function SponsorshipStatus({ user }: { user: CurrentUser }) {
  const applications = useQuery(creatorQueries.myApplications(user.id));
  const [showAll, setShowAll] = useState(false);
  const all = applications.data ?? [];
  const shown = showAll ? all : all.slice(0, SHOWN_AT_FIRST);

  return (
    <section className="fc-card fc-sponsorship-status" aria-labelledby="fc-sponsorship-status-title">
      <h2 id="fc-sponsorship-status-title">Creator Sponsorship</h2>
      {applications.isPending ? (
        <div role="status">
          <span className="fc-sr-only">Loading your applications</span>
          <Skeleton width="100%" height={64} />
        </div>
      ) : applications.isError ? (
        <p className="fc-muted">Unable to load your sponsorship applications. Please try again later.</p>
      ) : all.length === 0 ? (
        <>
          <p className="fc-muted fc-sponsorship-status__empty">You haven't applied for creator sponsorship yet.</p>
          <ButtonLink to="/sponsorship-application" block>
            Apply for Sponsorship
          </ButtonLink>
        </>
      ) : (
        <>
          <ul className="fc-sponsorship-status__list" id="fc-sponsorship-status-list" aria-label="Your sponsorship applications">
            {shown.map((application) => {
              const platforms = application.platforms.map((entry) => PLATFORM_LABELS[entry.platform] ?? entry.platform).join(', ');
              return (
                <li key={application.id} className="fc-sponsorship-status__item">
                  <div className="fc-sponsorship-status__row">
                    <StatusTag status={application.status} />
                  </div>
                  <p className="fc-sponsorship-status__platforms">{platforms}</p>
                  <p className="fc-muted fc-sponsorship-status__date">
                    Submitted <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                    {application.reviewedAt && application.status !== 'pending' && (
                      <>
                        {' · '}Reviewed <time dateTime={application.reviewedAt}>{formatDate(application.reviewedAt)}</time>
                      </>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
          {all.length > SHOWN_AT_FIRST && (
            <Button
              type="link"
              className="fc-sponsorship-status__more"
              aria-controls="fc-sponsorship-status-list"
              aria-expanded={showAll}
              onClick={() => setShowAll((v) => !v)}
            >
              {showAll ? 'Show fewer' : `Show all ${all.length} applications`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
