import { CheckCircleFilled, DownloadOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast';
import { ButtonLink } from '../../components/button-link';
import {
  completionFailureText,
  isProcessing,
  isUnknownPayment,
  isUnpaid,
  NOT_FOUND,
  NOT_PAID,
  paymentQueries,
  type BankPaymentProcessing,
  type GiftTarget,
} from '../../components/payment/payment-api';
import { formatDate, formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { downloadReceipt, feeCoveredOf, hasTip, paidWithOf, receiptDate, taxNote, totalOf, type DonationCompletion } from './receipt';
import './donation-complete.css';

function Processing() {
  return (
    <section className="fc-container fc-page fc-complete fc-complete--processing" aria-labelledby="fc-processing-title">
      <span className="fc-spinner fc-complete__spinner" aria-hidden="true" />
      <div role="status">
        <h1 id="fc-processing-title" className="fc-complete__processing-title">
          Processing your donation…
        </h1>
        <p className="fc-muted">This takes just a moment. Please keep this page open.</p>
      </div>
    </section>
  );
}

function Failure({ message, paymentIntentId, retry, retrying }: { message: string; paymentIntentId: string; retry(): void; retrying: boolean }) {
  return (
    <section className="fc-container fc-page fc-complete" aria-labelledby="fc-complete-error-title">
      <div className="fc-card fc-complete__card">
        <ExclamationCircleFilled className="fc-complete__icon fc-complete__icon--error" aria-hidden="true" />
        <h1 id="fc-complete-error-title" className="fc-complete__title">
          Processing Error
        </h1>
        <p className="fc-lead fc-complete__lead">{message}</p>
        <p className="fc-muted fc-complete__reference">
          Payment reference: <code>{paymentIntentId}</code>
        </p>
        <div className="fc-actions fc-actions--center">
          <ButtonLink to="/donate" type="primary">
            Return to Donations
          </ButtonLink>
          <Button onClick={retry} loading={retrying}>
            {retrying ? 'Trying Again...' : 'Try Again'}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** No donation for this payment: a made-up or mistyped link. Nothing was found, so nothing is claimed. */
function NotFound({ paymentIntentId }: { paymentIntentId: string }) {
  return (
    <section className="fc-container fc-page fc-complete" aria-labelledby="fc-complete-missing-title">
      <div className="fc-card fc-complete__card">
        <ExclamationCircleFilled className="fc-complete__icon fc-complete__icon--error" aria-hidden="true" />
        <h1 id="fc-complete-missing-title" className="fc-complete__title">
          Donation not found
        </h1>
        <p className="fc-lead fc-complete__lead">{NOT_FOUND}</p>
        <p className="fc-muted fc-complete__reference">
          Payment reference: <code>{paymentIntentId}</code>
        </p>
        <div className="fc-actions fc-actions--center">
          <ButtonLink to="/donate" type="primary">
            Return to Donations
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/**
 * The completion call failed and the gift is not recorded yet (or we could not tell): it may well have
 * been charged, so the donor is asked to wait and check again, never to give a second time.
 */
function Confirming({ paymentIntentId, retry, retrying }: { paymentIntentId: string; retry(): void; retrying: boolean }) {
  return (
    <section className="fc-container fc-page fc-complete" aria-labelledby="fc-complete-confirming-title">
      <div className="fc-card fc-complete__card">
        <span className="fc-spinner fc-complete__spinner" aria-hidden="true" />
        <h1 id="fc-complete-confirming-title" className="fc-complete__title">
          We are confirming your gift
        </h1>
        <p className="fc-lead fc-complete__lead">
          Your payment is being confirmed with the card processor. If your card was charged, your gift will be recorded within a
          few minutes. Please do not give again: check back here instead.
        </p>
        <p className="fc-muted fc-complete__reference">
          Payment reference: <code>{paymentIntentId}</code>
        </p>
        <div className="fc-actions fc-actions--center">
          <Button type="primary" onClick={retry} loading={retrying}>
            {retrying ? 'Checking...' : 'Check Again'}
          </Button>
          <ButtonLink to="/">Return Home</ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** A gift's figures, a row each; the total's row (its label starts with "Total") stands out. */
function DetailRows({ label, rows }: { label: string; rows: Array<[string, string]> }) {
  return (
    <dl className="fc-complete__details" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className={`fc-complete__row${name.startsWith('Total') ? ' fc-complete__row--total' : ''}`}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A bank payment was submitted: the bank takes 3–5 business days to clear it. Nothing is counted until then, and
 * the receipt is emailed when it clears (or a notice, should the bank return it).
 */
function BankProcessing({ gift, embedded }: { gift: BankPaymentProcessing | null; embedded?: Embedded }) {
  const rows: Array<[string, string]> = gift
    ? [
        ['Donation amount', formatMoney(gift.amount)],
        ...(Number(gift.tip) > 0 ? ([['Tip to Faith Collective', formatMoney(gift.tip)]] as Array<[string, string]>) : []),
        ...(Number(gift.feeCovered) > 0 ? ([['Processing fee you covered', formatMoney(gift.feeCovered)]] as Array<[string, string]>) : []),
        ['Total from your bank account', formatMoney(gift.total)],
        ['Transaction ID', gift.transactionId],
      ]
    : [];
  return (
    <section className="fc-container fc-page fc-complete" aria-labelledby="fc-bank-title">
      <div className="fc-card fc-complete__card">
        <CheckCircleFilled className="fc-complete__icon" aria-hidden="true" />
        <h1 id="fc-bank-title" className="fc-complete__title">
          Thank you! Your bank payment is on its way
        </h1>
        <p className="fc-lead fc-complete__lead" role="status">
          <strong>Processing (usually 3–5 business days).</strong> Your gift is counted once your bank clears the payment, and we email your
          receipt then. If your bank returns it, we will tell you why; nothing is taken.
        </p>
        {rows.length > 0 && <DetailRows label="Payment details" rows={rows} />}
        <div className="fc-actions fc-actions--center">
          {embedded ? (
            <ButtonLink to={embedded.giveAgainPath} size="large">
              Give again
            </ButtonLink>
          ) : (
            <ButtonLink to="/" size="large">
              Return Home
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}

/** The embeddable form shows the receipt in its frame: no way out to the site, a way back to the form. */
export interface Embedded {
  giveAgainPath: string;
}

function ThankYou({ donation, embedded }: { donation: DonationCompletion; embedded?: Embedded }) {
  // A gift to an organization names it and lists each fund's part; a campaign gift names its campaign.
  const organizationGift = Boolean(donation.organizationName);
  const recipient = donation.organizationName ?? donation.campaignTitle ?? '';
  const rows: Array<[string, string]> = [
    organizationGift ? ['Given to', recipient] : ['Campaign', recipient],
    ...donation.allocations.map((part): [string, string] => [part.fundName, formatMoney(part.amount)]),
    [donation.allocations.length > 1 ? 'Donation total' : 'Donation amount', formatMoney(donation.amount)],
    ...(hasTip(donation) ? ([['Tip to Faith Collective', formatMoney(donation.tip)]] as Array<[string, string]>) : []),
    ...(feeCoveredOf(donation) > 0 ? ([['Processing fee you covered', formatMoney(feeCoveredOf(donation))]] as Array<[string, string]>) : []),
    ...(paidWithOf(donation) ? ([['Paid with', paidWithOf(donation)!]] as Array<[string, string]>) : []),
    ['Total', formatMoney(totalOf(donation))],
    ['Date', receiptDate(donation)],
    ['Transaction ID', donation.transactionId],
    ...(donation.message?.trim() ? ([['Message', donation.message.trim()]] as Array<[string, string]>) : []),
    ...(donation.monthlyGift
      ? ([['Gives', donation.monthlyGift.nextChargeAt ? `Monthly · next on ${formatDate(donation.monthlyGift.nextChargeAt)}` : 'Monthly']] as Array<[string, string]>)
      : []),
  ];

  function saveReceipt() {
    try {
      downloadReceipt(donation);
      toast({ title: 'Receipt Downloaded', description: 'Your donation receipt has been downloaded successfully.', variant: 'success' });
    } catch {
      toast({ title: 'Download Failed', description: 'Unable to download receipt. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <section className="fc-container fc-page fc-complete" aria-labelledby="fc-thanks-title">
      <div className="fc-card fc-complete__card">
        <CheckCircleFilled className="fc-complete__icon" aria-hidden="true" />
        <h1 id="fc-thanks-title" className="fc-complete__title">
          {donation.monthlyGift ? 'Thank you for giving monthly!' : 'Thank you for your donation!'}
        </h1>
        <p className="fc-lead fc-complete__lead">
          Your gift to <strong>{recipient}</strong> has been received.
          {donation.isAnonymous ? (organizationGift ? ' Its team sees it as anonymous.' : ' It is shown as anonymous on the campaign page.') : ''}
        </p>
        {donation.monthlyGift && (
          <p className="fc-complete__monthly">
            The same gift will be given every month until you stop it.{' '}
            {donation.monthlyGift.managePath ? (
              <>
                <Link to={donation.monthlyGift.managePath}>Manage or stop your monthly gift</Link>
                {donation.monthlyGift.managePath.startsWith('/monthly-gift/') ? ' (keep this link: it is in your receipt too).' : '.'}
              </>
            ) : (
              'The link to manage or stop it is in your receipt email.'
            )}
          </p>
        )}
        <DetailRows label="Donation details" rows={rows} />
        <div className="fc-actions fc-actions--center">
          <Button type="primary" size="large" icon={<DownloadOutlined />} onClick={saveReceipt}>
            Download Receipt
          </Button>
          {embedded ? (
            <ButtonLink to={embedded.giveAgainPath} size="large">
              Give again
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/" size="large">
                Return Home
              </ButtonLink>
              {donation.organizationSlug ? (
                <ButtonLink to={`/o/${encodeURIComponent(donation.organizationSlug)}`} size="large" type="link">
                  View {donation.organizationName}
                </ButtonLink>
              ) : (
                donation.campaignSlug && (
                  <ButtonLink to={`/donate/${encodeURIComponent(donation.campaignSlug)}`} size="large" type="link">
                    View Campaign
                  </ButtonLink>
                )
              )}
            </>
          )}
        </div>
        <aside className="fc-complete__tax" aria-labelledby="fc-tax-title">
          <h2 id="fc-tax-title">Tax information</h2>
          <p>{taxNote(donation)}</p>
          <dl className="fc-complete__charity" aria-label="Charity of record">
            <div>
              <dt>Received by</dt>
              <dd>{donation.charity.name}</dd>
            </div>
            <div>
              <dt>EIN</dt>
              <dd>{donation.charity.ein}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{donation.charity.address}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}

function Completion({
  paymentIntentId,
  target,
  clientSecret,
  embedded,
}: {
  paymentIntentId: string;
  target: GiftTarget;
  clientSecret: string | undefined;
  embedded?: Embedded;
}) {
  const completion = useQuery(paymentQueries.completion(paymentIntentId, target, clientSecret));
  // A failure that says nothing about the gift (a 5xx, a lost connection): ask where it stands.
  const unclear = completion.isError && !isUnknownPayment(completion.error) && !isUnpaid(completion.error);
  const state = useQuery({ ...paymentQueries.state(paymentIntentId, target, clientSecret), enabled: unclear });

  if (completion.isPending) return <Processing />;
  if (completion.data) {
    return isProcessing(completion.data) ? <BankProcessing gift={completion.data} embedded={embedded} /> : <ThankYou donation={completion.data} embedded={embedded} />;
  }
  if (isUnknownPayment(completion.error)) return <NotFound paymentIntentId={paymentIntentId} />;
  if (!unclear || state.data?.state === 'not_paid') {
    return (
      <Failure
        message={unclear ? NOT_PAID : completionFailureText(completion.error)}
        paymentIntentId={paymentIntentId}
        retry={() => void completion.refetch()}
        retrying={completion.isFetching}
      />
    );
  }
  if (state.isPending) return <Processing />;
  if (state.data?.state === 'recorded' && state.data.donation) return <ThankYou donation={state.data.donation} embedded={embedded} />;
  if (state.data?.state === 'processing') return <BankProcessing gift={null} embedded={embedded} />;
  if (isUnknownPayment(state.error)) return <NotFound paymentIntentId={paymentIntentId} />;
  return (
    <Confirming
      paymentIntentId={paymentIntentId}
      retry={() => void completion.refetch().then((again) => (again.isError ? state.refetch() : undefined))}
      retrying={completion.isFetching || state.isFetching}
    />
  );
}

/**
 * The donation-complete screen (spec section 2): shown by the campaign page when its query string has
 * success=true, payment_intent and campaignId, by /donate/success (campaignId, or organizationId for an organization
 * gift), and by an organization's embeddable form in its frame. Records the donation once, then
 * thanks the donor with a downloadable receipt.
 */
export function DonationCompleteScreen({ embedded }: { embedded?: Embedded } = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentIntentId = params.get('payment_intent')?.trim() ?? '';
  const campaignId = params.get('campaignId')?.trim() ?? '';
  const organizationId = params.get('organizationId')?.trim() ?? '';
  const target: GiftTarget | null = campaignId ? { campaignId } : organizationId ? { organizationId } : null;
  // Proof that this browser paid (the provider's return link carries it): a guest's monthly gift then comes with
  // its manage link. Without it (the link shared, reopened elsewhere) the link is only in the receipt email.
  const clientSecret = params.get('payment_intent_client_secret')?.trim() || undefined;
  const valid = Boolean(paymentIntentId && target);
  const redirected = useRef(false);
  usePageMeta('Thank you for your donation');

  useEffect(() => {
    if (valid || redirected.current) return;
    redirected.current = true;
    toast({ title: 'Invalid donation link', description: 'Unable to process donation confirmation.', variant: 'destructive' });
    void navigate('/donate', { replace: true });
  }, [valid, navigate]);

  if (!valid) return <Processing />;
  return <Completion paymentIntentId={paymentIntentId} target={target!} clientSecret={clientSecret} embedded={embedded} />;
}
