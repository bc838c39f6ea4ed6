/** The spec's industry choices (section 5), in its order. */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Education',
  'Retail',
  'Finance',
  'Manufacturing',
  'Construction',
  'Agriculture',
  'Energy',
  'Transportation',
  'Food & Beverage',
  'Media & Entertainment',
  'Hospitality',
  'Real Estate',
  'Consulting',
  'Legal Services',
  'Nonprofit',
  'Marketing',
  'Design',
  'Other',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

/** The directory filter's choices while no profiles are loaded (section 2). */
export const DEFAULT_FILTER_INDUSTRIES: readonly Industry[] = [
  'Technology',
  'Healthcare',
  'Education',
  'Retail',
  'Construction',
  'Finance',
  'Marketing',
];

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}
