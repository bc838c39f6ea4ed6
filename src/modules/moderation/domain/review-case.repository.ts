import type { ReviewCase } from './review-case.aggregate.js';
import type { ReviewSubjectType } from './review-subject.js';

export interface ReviewCaseRepository {
  findBySubject(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null>;
  /** The case, its row locked until the unit of work commits: two moderators deciding at once are decided one after the other. */
  findBySubjectForUpdate(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null>;
  /** Inserts or updates the case; a second case for the same subject is never created. */
  save(reviewCase: ReviewCase): Promise<void>;
}
export const REVIEW_CASE_REPOSITORY = Symbol('ReviewCaseRepository');
