/** The spec's industry choices, in its order. */
export const INDUSTRIES = [
  'Technology', 'Healthcare', 'Education', 'Retail', 'Finance', 'Manufacturing', 'Construction', 'Agriculture', 'Energy',
  'Transportation', 'Food & Beverage', 'Media & Entertainment', 'Hospitality', 'Real Estate', 'Consulting', 'Legal Services',
  'Nonprofit', 'Marketing', 'Design', 'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
