import { Input } from 'antd';
import { Field } from './field';
import type { GuestErrors, GuestField, GuestInfo } from './guest-details';

interface GuestFieldsProps {
  guest: GuestInfo;
  errors: GuestErrors;
  onEdit(field: GuestField, value: string): void;
  /** Larger inputs (the lobby kiosk). */
  size?: 'large' | 'middle';
  hint?: string;
}

/** The id of a guest field's input: the checkout focuses the first one with an error. */
export const guestFieldId = (field: GuestField) => `fc-guest-${field}`;

/** A guest's first name, last name and email, for the donation receipt. */
export function GuestFields({ guest, errors, onEdit, size = 'large', hint = 'We use these details for your donation receipt.' }: GuestFieldsProps) {
  const input = (field: GuestField) => ({
    id: guestFieldId(field),
    size,
    value: guest[field],
    onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${guestFieldId(field)}-error` : undefined,
  });
  return (
    <fieldset className="fc-checkout__group">
      <legend className="fc-checkout__legend">Your information</legend>
      <p className="fc-checkout__hint">{hint}</p>
      <div className="fc-form-row">
        <Field id={guestFieldId('firstName')} label="First Name" error={errors.firstName}>
          <Input {...input('firstName')} autoComplete="given-name" />
        </Field>
        <Field id={guestFieldId('lastName')} label="Last Name" error={errors.lastName}>
          <Input {...input('lastName')} autoComplete="family-name" />
        </Field>
      </div>
      <Field id={guestFieldId('email')} label="Email" error={errors.email}>
        <Input {...input('email')} type="email" inputMode="email" autoComplete="email" />
      </Field>
    </fieldset>
  );
}

/** A signed-in donor gives as themselves: their name (or username) and email, instead of the guest fields. */
export function GivingAs({ user }: { user: { firstName?: string | null; lastName?: string | null; username: string; email?: string | null } }) {
  return (
    <p className="fc-checkout__giving-as">
      Giving as <strong>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}</strong>
      {user.email ? ` (${user.email})` : ''}
    </p>
  );
}
