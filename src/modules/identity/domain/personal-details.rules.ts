import { DomainError } from '../../../shared-kernel/domain.js';

/** The free-text personal fields of a member and how long each may be. */
export const PERSONAL_TEXT_LIMITS = {
  firstName: { maxLength: 100, notText: 'First name must be text', tooLong: 'First name must be at most 100 characters' },
  lastName: { maxLength: 100, notText: 'Last name must be text', tooLong: 'Last name must be at most 100 characters' },
  location: { maxLength: 200, notText: 'Location must be text', tooLong: 'Location must be at most 200 characters' },
  bio: { maxLength: 2000, notText: 'Bio must be text', tooLong: 'Bio must be at most 2000 characters' },
} as const;

export type PersonalTextField = keyof typeof PERSONAL_TEXT_LIMITS;

/** Trimmed; blank is no value. Refuses a text longer than its field allows. */
export function personalText(field: PersonalTextField, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const limit = PERSONAL_TEXT_LIMITS[field];
  if (text.length > limit.maxLength) throw DomainError.validation(field, limit.tooLong, 'too_long');
  return text;
}
