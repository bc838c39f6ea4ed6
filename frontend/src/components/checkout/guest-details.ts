/** A guest's name and email (the receipt's), and the one check every checkout makes of them. Plain TypeScript. */
import { isValidEmail } from '../../lib/validation.js';

export interface GuestInfo {
  firstName: string;
  lastName: string;
  email: string;
}
export type GuestField = keyof GuestInfo;
export type GuestErrors = Partial<Record<GuestField, string>>;
export const GUEST_FIELDS: readonly GuestField[] = ['firstName', 'lastName', 'email'];
export const NO_GUEST: GuestInfo = { firstName: '', lastName: '', email: '' };

export interface GuestCheck {
  errors: GuestErrors;
  /** The toast to show when the details cannot be used; null when they can. */
  toast: { title: string; description: string } | null;
}

/** A guest must give a first name, a last name and a valid email address (spec section 5). */
export function checkGuest(guest: GuestInfo): GuestCheck {
  const errors: GuestErrors = {};
  if (!guest.firstName.trim()) errors.firstName = 'Please enter your first name';
  if (!guest.lastName.trim()) errors.lastName = 'Please enter your last name';
  if (!guest.email.trim()) errors.email = 'Please enter your email address';
  if (Object.keys(errors).length) {
    return { errors, toast: { title: 'Missing Information', description: 'Please fill in your name and email address to continue.' } };
  }
  if (!isValidEmail(guest.email.trim())) {
    return {
      errors: { email: 'Please enter a valid email address.' },
      toast: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
    };
  }
  return { errors: {}, toast: null };
}

/** The details as sent: trimmed. */
export function trimmedGuest(guest: GuestInfo): GuestInfo {
  return { firstName: guest.firstName.trim(), lastName: guest.lastName.trim(), email: guest.email.trim() };
}

/** After a guest edit: the field's error, if any, goes away. */
export function editedGuestErrors(errors: GuestErrors, field: GuestField): GuestErrors {
  return errors[field] ? { ...errors, [field]: undefined } : errors;
}
