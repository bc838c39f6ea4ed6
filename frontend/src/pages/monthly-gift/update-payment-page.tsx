import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { ButtonLink } from '../../components/button-link';
import { PageLoader } from '../../components/page-loader';
import { ReviewStatusTag } from '../../components/review-status-tag';
import { CardUpdateForm } from '../../components/payment/card-update-form';
import { cardUpdateQuery, updateCardByLink, type CardUpdate } from '../../components/payment/monthly-gifts-api';
import { formatDate, formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import '../../components/payment/donation-history.css';

/**
 * /give/update-payment?token=: the link of a past-due notice (guests and members alike). The donor sees the gift
 * and the month that could not be charged, gives another card, and that month is charged at once.
 */
export default function UpdatePaymentPage() {
  usePageMeta('Update your card');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ ...cardUpdateQuery(token), meta: { silent: true } });
  const [done, setDone] = useState<CardUpdate | null>(null);
  const [paid, setPaid] = useState<string | null>(null);

  async function submit(card: Parameters<typeof updateCardByLink>[1]) {
    const result = await updateCardByLink(token, card);
    // What was owed is kept from the page as it opened (the answer owes nothing any more).
    setPaid(data?.missedAmount ?? null);
    setDone(result);
    void queryClient.invalidateQueries({ queryKey: cardUpdateQuery(token).queryKey, refetchType: 'none' });
  }

  // A card that needed its bank's page (Stripe redirects back with setup_intent=...): sent once on return.
  const returned = params.get('redirect_status') === 'succeeded' ? params.get('setup_intent') : null;
  const sentReturn = useRef(false);
  const [returnError, setReturnError] = useState<string | null>(null);
  useEffect(() => {
    if (!returned || !data || sentReturn.current) return;
    sentReturn.current = true;
    submit({ setupIntentId: returned }).catch((e: unknown) => setReturnError(errorText(e, 'Your card could not be saved. Please try another card.')));
  });

  const shown = done ?? data;
  const gift = shown?.gift;
  return (
    <section className="fc-container fc-page fc-monthly-page" aria-labelledby="fc-update-card-title">
      <h1 id="fc-update-card-title">Update your card</h1>
      {isPending ? (
        <PageLoader label="Loading your monthly gift…" />
      ) : !gift ? (
        <Alert type="error" showIcon title="We could not open this link" description={errorText(error, 'Please use the link in your email.')} />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'campaign', label: 'Campaign', children: gift.campaign.title },
              { key: 'amount', label: 'Monthly gift', children: `${formatMoney(gift.total)} / month` },
              {
                key: 'status',
                label: 'Status',
                children:
                  gift.status === 'past_due' ? (
                    <ReviewStatusTag outcome="waiting" label="Past due" />
                  ) : gift.status === 'stopped' ? (
                    <Tag>Stopped</Tag>
                  ) : (
                    <ReviewStatusTag outcome="accepted" label="Active" />
                  ),
              },
              ...(shown.missedAmount
                ? [{ key: 'missed', label: 'Missed month', children: `${formatMoney(shown.missedAmount)}${gift.pastDueSince ? ` (declined on ${formatDate(gift.pastDueSince)})` : ''}` }]
                : []),
              ...(gift.status === 'active' && gift.nextChargeAt ? [{ key: 'next', label: 'Next gift', children: formatDate(gift.nextChargeAt) }] : []),
            ]}
          />
          {returnError && !done && <Alert type="error" showIcon title="Your card was not updated" description={returnError} />}
          {done ? (
            <Alert
              type="success"
              showIcon
              role="status"
              title={paid ? "Your card is updated and this month's gift is paid" : 'Your card is updated'}
              description={`Thank you! Your monthly gift to ${gift.campaign.title} continues${gift.nextChargeAt ? `: the next one is on ${formatDate(gift.nextChargeAt)}` : ''}.`}
            />
          ) : gift.status === 'stopped' ? (
            <Alert type="info" showIcon title="This monthly gift has stopped" description="Nothing more will be charged. You can start a new monthly gift from the campaign's page." />
          ) : (
            <>
              <p className="fc-monthly__line">
                {gift.status === 'past_due'
                  ? `We could not charge your card for this month's gift. Enter another card: this month's ${formatMoney(shown.missedAmount ?? gift.total)} is charged at once, and your monthly gift continues.`
                  : 'Your monthly gift is paid up. Enter another card to use it from the next gift on.'}
              </p>
              <CardUpdateForm clientSecret={shown.clientSecret} submitLabel={gift.status === 'past_due' ? `Update card and pay ${formatMoney(shown.missedAmount ?? gift.total)}` : 'Update card'} onCard={submit} />
            </>
          )}
        </>
      )}
      <div className="fc-actions">
        <ButtonLink to="/donate">Browse Campaigns</ButtonLink>
      </div>
    </section>
  );
}
