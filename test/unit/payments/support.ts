import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

/** The DomainError a piece of work throws (fails the test when it throws nothing or something else). */
export function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
