import { Button, ConfigProvider } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { giveTokens } from '../../app/theme-tokens';
import { toast } from '../../app/toast';
import { useErrorAnnouncer } from '../error-announcer';
import { checkGuest, GUEST_FIELDS, type GuestErrors, type GuestInfo } from './guest-details';
import { guestFieldId } from './guest-fields';
import { LegalNote } from './payment-step';
import './checkout-parts.css';

const giveTheme = { token: giveTokens };

/**
 * A guest's details checked before a payment is prepared, as every checkout does it: the errors under their fields,
 * the spec's toast, the problems spoken (`region`, rendered once in the form), the cursor on the first bad field.
 */
export function useGuestCheck() {
  const { announce, region } = useErrorAnnouncer();
  function passes(guest: GuestInfo, showErrors: (errors: GuestErrors) => void): boolean {
    const { errors, toast: problem } = checkGuest(guest);
    showErrors(errors);
    if (!problem) return true;
    toast({ ...problem, variant: 'destructive' });
    announce(Object.values(errors).filter((message): message is string => Boolean(message)));
    const first = GUEST_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(guestFieldId(first))?.focus();
    return false;
  }
  return { passes, region };
}

interface DetailsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** Everything needed is chosen: the button is enabled. */
  ready: boolean;
  /** The payment is being prepared. */
  preparing: boolean;
  onProceed(): void;
  /** The live region of useGuestCheck. */
  errorRegion: ReactNode;
  proceedLabel?: string;
  proceedClassName?: string;
  legalInNewTab?: boolean;
  children: ReactNode;
}

/** The first step of every checkout: the choices, then Proceed to Payment and the terms line. */
export function DetailsStep({ headingRef, title, ready, preparing, onProceed, errorRegion, proceedLabel = 'Proceed to Payment', proceedClassName, legalInNewTab, children }: DetailsStepProps) {
  return (
    <form
      aria-busy={preparing || undefined}
      className="fc-card fc-checkout__panel"
      aria-labelledby="fc-details-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onProceed();
      }}
    >
      <h2 id="fc-details-title" className="fc-checkout__step-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {children}
      <ConfigProvider theme={giveTheme}>
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={preparing} className={proceedClassName}>
          {preparing ? 'Preparing Payment...' : proceedLabel}
        </Button>
      </ConfigProvider>
      {errorRegion}
      <LegalNote newTab={legalInNewTab} />
    </form>
  );
}
