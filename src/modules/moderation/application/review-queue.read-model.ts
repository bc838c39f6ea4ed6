import type { Page, PageRequest } from '../../../shared-kernel/application.js';
import type { ReviewSubjectType } from '../domain/review-subject.js';

/** The pending cases of the review queue, newest first (keyset paging on submission time). */
export interface ReviewQueueReadModel {
  pending(type: ReviewSubjectType, page: PageRequest & { text?: string }): Promise<Page<string>>;
}
export const REVIEW_QUEUE_READ_MODEL = Symbol('ReviewQueueReadModel');
