import { PageQuery } from '../../../../../shared-kernel/infrastructure/http/page-query.dto.js';

/** The admin's refunds list, paged by cursor. */
export class AdminRefundListQuery extends PageQuery {}
