import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** What the business does: 10 to 5000 characters, trimmed. */
export class BusinessDescription {
  static readonly MIN = 10;
  static readonly MAX = 5000;

  private constructor(readonly value: string) {}

  static of(text: string): BusinessDescription {
    const value = text.trim();
    if (value.length < BusinessDescription.MIN) throw ProfileErrors.invalid('description', ProfileMessages.description);
    if (value.length > BusinessDescription.MAX) throw ProfileErrors.invalid('description', ProfileMessages.tooLong(BusinessDescription.MAX));
    return new BusinessDescription(value);
  }
}
