import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { formatDate, formatMoney } from '../../lib/format';
import { ButtonLink } from '../button-link';
import { FoundingMemberBadge, TierBadge } from './badges';
import { businessQueries, useCancelMembership, type Membership } from './business-api';
import { FoundingProgram } from './founding-program';
import './business.css';

const LIVE = new Set(['active', 'trialing', 'past_due']);

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment past due',
  incomplete: 'Waiting for payment',
  incomplete_expired: 'Payment not completed',
  unpaid: 'Unpaid',
  canceled: 'Ended',
};

function statusText(status: string): string {
  return STATUS_TEXT[status] ?? status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function PlanDetails({ membership, userId, justPaid }: { membership: Membership; userId: string; justPaid: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMembership(userId);
  const tier = membership.tier!;
  const live = LIVE.has(membership.status);
  const periodEnd = formatDate(membership.currentPeriodEnd);

  return (
    <div className="fc-membership__plan">
      <div className="fc-membership__plan-head">
        <TierBadge name={tier.name} />
        <span className={`fc-membership__status${live ? ' is-live' : ''}`}>{statusText(membership.status)}</span>
      </div>
      <dl className="fc-membership__facts">
        <div>
          <dt>Plan</dt>
          <dd>{tier.name}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatMoney(tier.price)} / month</dd>
        </div>
        {live && periodEnd && (
          <div>
            <dt>Billing</dt>
            <dd>{membership.cancelAtPeriodEnd ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}</dd>
          </div>
        )}
      </dl>

      {live && membership.cancelAtPeriodEnd && (
        <p className="fc-muted">
          Your membership is cancelled. You keep your {tier.name} benefits until {periodEnd || 'the end of the paid month'} and
          will not be charged again.
        </p>
      )}
      {membership.status === 'incomplete' && !justPaid && (
        <p className="fc-muted">
          The first payment has not gone through yet.{' '}
          <Link to={`/membership/checkout/${tier.id}`}>Complete your payment</Link> to activate the plan.
        </p>
      )}
      {!live && membership.status !== 'incomplete' && !justPaid && (
        <div className="fc-actions">
          <ButtonLink to="/business?tab=membership" type="primary">
            Choose a Plan
          </ButtonLink>
        </div>
      )}

      {live && !membership.cancelAtPeriodEnd && (
        <div className="fc-actions">
          <Button onClick={() => setConfirming(true)}>
            Cancel membership
          </Button>
        </div>
      )}

      <Modal
        open={confirming}
        title="Cancel your membership?"
        okText="Cancel membership"
        cancelText="Keep membership"
        okButtonProps={{ loading: cancel.isPending }}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          cancel.mutate(undefined, {
            onSuccess: (updated) => {
              setConfirming(false);
              const ends = formatDate(updated?.currentPeriodEnd ?? membership.currentPeriodEnd);
              toast({
                title: 'Membership cancelled',
                description: ends
                  ? `Your ${tier.name} stays active until ${ends}. You will not be charged again.`
                  : `Your ${tier.name} stays active until the end of the paid month. You will not be charged again.`,
                variant: 'success',
              });
            },
            onError: (error) => {
              setConfirming(false);
              toast({
                title: 'Could not cancel your membership',
                description: errorText(error, 'Something went wrong. Please try again.'),
                variant: 'destructive',
              });
            },
          })
        }
      >
        <p>
          Your {tier.name} stops at the end of the month you have already paid for
          {periodEnd ? `, on ${periodEnd}` : ''}. Until then you keep all its benefits. You will not be charged again, and
          nothing is refunded for the current month.
        </p>
      </Modal>
    </div>
  );
}

/** The member's paid tier (status, renewal or end date, cancel) and the founding-member state. */
export function MembershipPanel({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const justPaid = params.get('redirect_status') === 'succeeded' && params.has('payment_intent');
  const { data: membership, isPending, isError } = useQuery(businessQueries.membership(userId, justPaid));
  const activating = justPaid && !isPending && !LIVE.has(membership?.status ?? '');

  return (
    <section className="fc-membership" aria-labelledby="fc-membership-title">
      <h2 id="fc-membership-title" className="fc-profile__section-title">
        Membership
      </h2>
      {justPaid && (
        <Alert
          className="fc-membership__thanks"
          type={activating ? 'info' : 'success'}
          showIcon
          title="Thank you! Your payment went through."
          description={
            activating
              ? 'We are activating your membership. This takes a few seconds.'
              : 'Your membership is active. Welcome to the Christian Business Network.'
          }
        />
      )}
      {isPending ? (
        <div aria-busy="true">
          <span className="fc-sr-only" role="status">
            Loading your membership
          </span>
          <span className="fc-skeleton fc-membership__skeleton" aria-hidden="true" />
        </div>
      ) : isError ? (
        <p className="fc-muted">We could not load your membership. Please reload the page to try again.</p>
      ) : membership?.tier ? (
        <PlanDetails membership={membership} userId={userId} justPaid={justPaid} />
      ) : activating ? null : (
        <div className="fc-membership__plan">
          <p>You do not have a paid membership plan.</p>
          <div className="fc-actions">
            <ButtonLink to="/business?tab=membership" type="primary">
              View Membership Plans
            </ButtonLink>
          </div>
        </div>
      )}

      {membership?.isFoundingMember ? (
        <div className="fc-membership__founding">
          <FoundingMemberBadge />
          <p>You are a founding member: your Christian Business Network membership is free for life.</p>
        </div>
      ) : (
        !isPending && (
          <div className="fc-membership__founding">
            <FoundingProgram />
          </div>
        )
      )}
    </section>
  );
}
