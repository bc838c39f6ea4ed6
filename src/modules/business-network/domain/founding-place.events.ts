import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member took one of the free lifetime founding places. */
export class FoundingPlaceClaimed implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly seat: number,
    readonly occurredAt: Date,
  ) {}
}
