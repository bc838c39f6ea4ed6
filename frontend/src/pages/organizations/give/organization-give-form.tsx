import { useReducer } from 'react';
import { useCurrentUser } from '../../../app/session';
import { DonationSummary, summaryOf } from '../../../components/checkout/donation-summary';
import { DonorChoices } from '../../../components/checkout/donor-choices';
import { DetailsStep, useGuestCheck } from '../../../components/checkout/details-step';
import { PaymentStep, usePreparePayment, useStepFocus } from '../../../components/checkout/payment-step';
import type { Organization } from '../../../components/organizations/organizations-api';
import { startDonationPayment } from '../../../components/payment/payment-api';
import { formatMoney } from '../../../lib/format';
import { FundAmounts } from './fund-amounts';
import { canGive, giftFigures, giftPaymentRequest, giftReducer, initialGiftState, type GiftPaymentRequest } from './organization-gift-state';
import './organization-give.css';

interface OrganizationGiveFormProps {
  organization: Organization;
  /** ?fund= of the link: that fund is chosen to start with. */
  preselected: string | null;
  /** Where the card form goes after a successful payment (payment_intent and redirect_status are added). */
  returnUrl: string;
  /**
   * The embeddable form: no message or anonymity (a compact form in someone else's page), and the terms open in a
   * new tab (no other page of the site may fill the frame).
   */
  compact?: boolean;
}

/**
 * An organization gift, split across its funds: the funds and an amount for each, the tip, a guest's details, then
 * the card form, exactly as the campaign checkout does it (components/checkout). Once only, for now.
 */
export function OrganizationGiveForm({ organization, preselected, returnUrl, compact = false }: OrganizationGiveFormProps) {
  const funds = organization.funds;
  const { user, isLoading: userLoading } = useCurrentUser();
  const [state, dispatch] = useReducer(giftReducer, null, () => initialGiftState(funds, preselected));
  const guestCheck = useGuestCheck();
  const figures = giftFigures(state, funds);
  const isGuest = !userLoading && !user;
  const ready = canGive(figures, userLoading);
  const prepared = state.step.name === 'payment' ? state.step.payment : null;
  const { paymentHeading, detailsHeading, backToDetails } = useStepFocus(Boolean(prepared));
  const start = usePreparePayment(({ body }: GiftPaymentRequest) => startDonationPayment(body), (payment) =>
    dispatch({ type: 'payment/prepared', payment }),
  );

  function proceed() {
    if (isGuest && !guestCheck.passes(state.guest, (errors) => dispatch({ type: 'guest/checked', errors }))) return;
    start.mutate(giftPaymentRequest(state, funds, organization.id, isGuest));
  }

  if (prepared) {
    return (
      <PaymentStep
        headingRef={paymentHeading}
        summary={<DonationSummary {...summaryOf(prepared)} />}
        clientSecret={prepared.clientSecret}
        returnUrl={returnUrl}
        paymentMethod={prepared.paymentMethod}
        submitLabel={`Give ${formatMoney((prepared.giftCents + prepared.tipCents + prepared.feeCoveredCents) / 100)}${prepared.monthly ? ' monthly' : ''}`}
        onChange={() => {
          backToDetails();
          dispatch({ type: 'payment/change' });
        }}
        legalInNewTab={compact}
      />
    );
  }

  return (
    <DetailsStep
      headingRef={detailsHeading}
      title="Your gift"
      ready={ready}
      preparing={start.isPending}
      onProceed={proceed}
      errorRegion={guestCheck.region}
      legalInNewTab={compact}
    >
      <FundAmounts
        funds={funds}
        chosen={state.chosen}
        amounts={state.amounts}
        problems={figures.fundProblems}
        onToggle={(fundId, chosen) => dispatch({ type: 'fund/toggle', fundId, chosen })}
        onAmount={(fundId, text) => dispatch({ type: 'fund/amount', fundId, text })}
      />
      <p className="fc-org-give__total" aria-live="polite">
        Total to {organization.name}: <strong>{formatMoney(figures.giftCents / 100)}</strong>
      </p>
      {figures.totalProblem && <p className="fc-field__error">{figures.totalProblem}</p>}

      {/* No "Give monthly" yet: the API refuses monthly gifts to an organization (422) until they are built. */}
      <DonorChoices
        state={state}
        dispatch={dispatch}
        giftCents={figures.giftCents}
        tipProblem={figures.tipProblem}
        user={user}
        isGuest={isGuest}
        note={compact ? null : { placeholder: `A word for ${organization.name}`, anonymousHint: `Your name will not be shown to ${organization.name}’s team with this gift.` }}
      />

      <DonationSummary {...summaryOf(figures)} />
    </DetailsStep>
  );
}
