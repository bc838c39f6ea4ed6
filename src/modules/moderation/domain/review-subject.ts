/** What moderators review. */
export const REVIEW_SUBJECT_TYPES = ['campaign', 'sponsorship_application'] as const;
export type ReviewSubjectType = (typeof REVIEW_SUBJECT_TYPES)[number];

/** Where a review case stands; `removed`: the subject is gone and takes no more decisions. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
