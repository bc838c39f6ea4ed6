/** What moderators review. */
export type ReviewSubjectType = 'campaign' | 'sponsorship_application' | 'campaign_update' | 'organization';

/** Where a review case stands; `removed`: the subject is gone and takes no more decisions. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'removed';
