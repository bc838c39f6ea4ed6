import { Button, Checkbox, ConfigProvider, Input } from 'antd';
import { useReducer } from 'react';
import { useCurrentUser } from '../../../app/session';
import { giveTokens } from '../../../app/theme-tokens';
import { toast } from '../../../app/toast';
import { DonationSummary } from '../../../components/checkout/donation-summary';
import { Field } from '../../../components/checkout/field';
import { FrequencyPicker } from '../../../components/checkout/frequency-picker';
import { checkGuest, GUEST_FIELDS } from '../../../components/checkout/guest-details';
import { GivingAs, GuestFields, guestFieldId } from '../../../components/checkout/guest-fields';
import { LegalNote, PaymentStep, usePreparePayment, useStepFocus } from '../../../components/checkout/payment-step';
import { TipPicker } from '../../../components/checkout/tip-picker';
import { useErrorAnnouncer } from '../../../components/error-announcer';
import { startOrganizationGiftPayment, type Organization } from '../../../components/organizations/organizations-api';
import { formatMoney } from '../../../lib/format';
import { FundAmounts } from './fund-amounts';
import { canGive, giftFigures, giftPaymentRequest, giftReducer, initialGiftState, type GiftPaymentRequest } from './organization-gift-state';
import './organization-give.css';

const MESSAGE_MAX = 500;
const giveTheme = { token: giveTokens };

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
 * An organization gift, split across its funds: the funds and an amount for each, the tip, how often, a guest's
 * details, then the card form, exactly as the campaign checkout does it (components/checkout).
 */
export function OrganizationGiveForm({ organization, preselected, returnUrl, compact = false }: OrganizationGiveFormProps) {
  const funds = organization.funds;
  const { user, isLoading: userLoading } = useCurrentUser();
  const [state, dispatch] = useReducer(giftReducer, null, () => initialGiftState(funds, preselected));
  const { announce, region } = useErrorAnnouncer();
  const figures = giftFigures(state, funds);
  const isGuest = !userLoading && !user;
  const ready = canGive(figures, userLoading);
  const prepared = state.step.name === 'payment' ? state.step.payment : null;
  const { paymentHeading, detailsHeading, backToDetails } = useStepFocus(Boolean(prepared));
  const start = usePreparePayment(({ body }: GiftPaymentRequest) => startOrganizationGiftPayment(body), (payment) =>
    dispatch({ type: 'payment/prepared', payment }),
  );

  function proceed() {
    if (!ready) return;
    if (isGuest) {
      const { errors, toast: problem } = checkGuest(state.guest);
      dispatch({ type: 'guest/checked', errors });
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        announce(Object.values(errors).filter((message): message is string => Boolean(message)));
        const first = GUEST_FIELDS.find((field) => errors[field]);
        if (first) document.getElementById(guestFieldId(first))?.focus();
        return;
      }
    }
    start.mutate(giftPaymentRequest(state, funds, organization.id, isGuest));
  }

  if (prepared) {
    return (
      <PaymentStep
        headingRef={paymentHeading}
        summary={
          <DonationSummary parts={prepared.parts} giftCents={prepared.giftCents} tipCents={prepared.tipCents} tipLabel={prepared.tipLabel} monthly={prepared.monthly} />
        }
        clientSecret={prepared.clientSecret}
        returnUrl={returnUrl}
        submitLabel={`Give ${formatMoney((prepared.giftCents + prepared.tipCents) / 100)}${prepared.monthly ? ' monthly' : ''}`}
        onChange={() => {
          backToDetails();
          dispatch({ type: 'payment/change' });
        }}
        legalInNewTab={compact}
      />
    );
  }

  return (
    <form
      aria-busy={start.isPending || undefined}
      className="fc-card fc-checkout__panel"
      aria-labelledby="fc-details-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        proceed();
      }}
    >
      <h2 id="fc-details-title" className="fc-checkout__step-title" tabIndex={-1} ref={detailsHeading}>
        Your gift
      </h2>

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

      <FrequencyPicker frequency={state.frequency} onChoose={(frequency) => dispatch({ type: 'frequency', frequency })} />

      <TipPicker
        choice={state.tip}
        giftCents={figures.giftCents}
        customText={state.customTip}
        problem={figures.tipProblem}
        onChoose={(choice) => dispatch({ type: 'tip/choose', choice })}
        onCustomText={(text) => dispatch({ type: 'tip/custom-text', text })}
      />

      {isGuest && <GuestFields guest={state.guest} errors={state.guestErrors} onEdit={(field, value) => dispatch({ type: 'guest/edit', field, value })} />}
      {user && <GivingAs user={user} />}

      {!compact && (
        <div className="fc-checkout__group">
          <Field id="fc-message" label="Message (optional)">
            <Input.TextArea
              id="fc-message"
              value={state.message}
              onChange={(event) => dispatch({ type: 'message', text: event.target.value })}
              maxLength={MESSAGE_MAX}
              showCount
              rows={3}
              placeholder={`A word for ${organization.name}`}
            />
          </Field>
          <Checkbox checked={state.anonymous} onChange={(event) => dispatch({ type: 'anonymous', anonymous: event.target.checked })} className="fc-checkout__anonymous">
            Give anonymously
          </Checkbox>
          <p className="fc-checkout__hint fc-checkout__hint--tight">Your name will not be shown to {organization.name}’s team with this gift.</p>
        </div>
      )}

      <DonationSummary parts={figures.parts} giftCents={figures.giftCents} tipCents={figures.tipCents} tipLabel={figures.tipLabel} monthly={figures.monthly} />

      <ConfigProvider theme={giveTheme}>
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={start.isPending}>
          {start.isPending ? 'Preparing Payment...' : 'Proceed to Payment'}
        </Button>
      </ConfigProvider>
      {region}
      <LegalNote newTab={compact} />
    </form>
  );
}
