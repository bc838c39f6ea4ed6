import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'antd';
import { formatMoney } from '../../lib/format';
import { paymentQueries } from '../payment/payment-api';
import { ChoiceTile } from './choice-tile';
import { coveredFeeCents, type Frequency, type PaymentMethodKind } from './donation-math';

interface PaymentMethodPickerProps {
  method: PaymentMethodKind;
  coverFee: boolean;
  /** Gift and tip in cents: what a covered fee is worked out on. */
  baseCents: number;
  frequency: Frequency;
  onMethod(method: PaymentMethodKind): void;
  onCoverFee(coverFee: boolean): void;
}

/**
 * How the donor pays, and whether they cover the processing fee. A card (where the browser offers them, Apple Pay and
 * Google Pay appear in Stripe's card form), or a US bank account: a smaller fee, settled in 3–5 business days. The
 * payment sandbox adds "Wallet (test)", which behaves like a card. The fee a donor may cover is shown in dollars
 * before paying, for the method chosen. Monthly gifts are by card, without a covered fee, for now.
 */
export function PaymentMethodPicker({ method, coverFee, baseCents, frequency, onMethod, onCoverFee }: PaymentMethodPickerProps) {
  const config = useQuery(paymentQueries.config());
  const sandbox = config.data?.mode === 'sandbox';
  const monthly = frequency === 'monthly';
  const fee = coveredFeeCents(baseCents, method);
  const methods: { value: PaymentMethodKind; label: string; caption: string }[] = [
    { value: 'card', label: 'Card', caption: sandbox ? '2.9% + 30¢ fee' : 'Card, Apple Pay, Google Pay' },
    { value: 'us_bank_account', label: 'Bank account', caption: '0.8% fee · 3–5 business days' },
    ...(sandbox ? [{ value: 'wallet' as const, label: 'Wallet (test)', caption: 'Like Apple Pay or Google Pay' }] : []),
  ];

  return (
    <fieldset className="fc-checkout__group" aria-describedby="fc-method-hint">
      <legend className="fc-checkout__legend">How you pay</legend>
      {monthly ? (
        <p className="fc-checkout__hint fc-checkout__hint--tight" id="fc-method-hint">
          Monthly gifts are charged to a card. To give by bank account, or to cover the processing fee, give once.
        </p>
      ) : (
        <>
          <p className="fc-checkout__hint" id="fc-method-hint">
            A bank payment costs the cause less in fees; it takes 3–5 business days to clear, and your gift is counted once it does.
          </p>
          <div className={`fc-tiles ${methods.length === 3 ? 'fc-tiles--three' : 'fc-tiles--two'}`}>
            {methods.map((m) => (
              <ChoiceTile key={m.value} name="payment-method" value={m.value} checked={method === m.value} onSelect={() => onMethod(m.value)} caption={m.caption}>
                {m.label}
              </ChoiceTile>
            ))}
          </div>
          <Checkbox className="fc-checkout__cover-fee" checked={coverFee} onChange={(event) => onCoverFee(event.target.checked)}>
            Cover the processing fee so the cause receives the whole gift{baseCents > 0 ? ` (+${formatMoney(fee / 100)})` : ''}
          </Checkbox>
        </>
      )}
    </fieldset>
  );
}
