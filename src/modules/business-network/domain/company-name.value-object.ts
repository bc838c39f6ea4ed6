import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** The business's name: 2 to 120 characters, trimmed. */
export class CompanyName {
  static readonly MIN = 2;
  static readonly MAX = 120;

  private constructor(readonly value: string) {}

  static of(text: string): CompanyName {
    const value = text.trim();
    if (value.length < CompanyName.MIN) throw ProfileErrors.invalid('companyName', ProfileMessages.companyName);
    if (value.length > CompanyName.MAX) throw ProfileErrors.invalid('companyName', ProfileMessages.tooLong(CompanyName.MAX));
    return new CompanyName(value);
  }
}
