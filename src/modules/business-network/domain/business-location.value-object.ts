import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** "City, State, Country": at least three non-empty parts separated by commas. */
export function hasLocationParts(text: string): boolean {
  return text.split(',').map((part) => part.trim()).filter(Boolean).length >= 3;
}

/** Where the business is, with the spec's two messages: one when it is missing, one when it has fewer than three parts. */
export class BusinessLocation {
  static readonly MAX = 200;

  private constructor(readonly value: string) {}

  static of(text: string): BusinessLocation {
    const value = text.trim();
    if (!value) throw ProfileErrors.invalid('location', ProfileMessages.locationMissing);
    if (!hasLocationParts(value)) throw ProfileErrors.invalid('location', ProfileMessages.locationParts);
    if (value.length > BusinessLocation.MAX) throw ProfileErrors.invalid('location', ProfileMessages.tooLong(BusinessLocation.MAX));
    return new BusinessLocation(value);
  }
}
