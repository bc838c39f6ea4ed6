import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** The spec's twenty industry choices, in its order. */
export const INDUSTRIES = [
  'Technology', 'Healthcare', 'Education', 'Retail', 'Finance', 'Manufacturing', 'Construction', 'Agriculture', 'Energy',
  'Transportation', 'Food & Beverage', 'Media & Entertainment', 'Hospitality', 'Real Estate', 'Consulting', 'Legal Services',
  'Nonprofit', 'Marketing', 'Design', 'Other',
] as const;
export type IndustryName = (typeof INDUSTRIES)[number];

export function isIndustryName(value: string): value is IndustryName {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/** One of the twenty choices, exactly as the spec spells it. */
export class Industry {
  private constructor(readonly value: IndustryName) {}

  static of(text: string): Industry {
    const value = text.trim();
    if (!isIndustryName(value)) throw ProfileErrors.invalid('industry', ProfileMessages.industry);
    return new Industry(value);
  }
}
