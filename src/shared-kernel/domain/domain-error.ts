/**
 * Every rule a domain object refuses is a DomainError: a stable `code` for machines,
 * a human `message` (the spec's own texts, shown as they are on screen) and a `kind`
 * that the HTTP edge maps to a status.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rule_violation'
  | 'rate_limited'
  | 'too_large'
  | 'unsupported_media'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind,
    /** Per-field messages, for validation errors. */
    readonly fieldErrors?: Record<string, string[]>,
    /** Facts a client acts on, sent beside the message (a refund's shortfall: `{ shortfall: '300.00' }`). */
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(field: string, message: string, code = 'validation_failed'): DomainError {
    return new DomainError(code, message, 'validation', { [field]: [message] });
  }

  static notFound(code: string, message: string): DomainError {
    return new DomainError(code, message, 'not_found');
  }

  static conflict(code: string, message: string, field?: string): DomainError {
    return new DomainError(code, message, 'conflict', field ? { [field]: [message] } : undefined);
  }

  static forbidden(code: string, message: string): DomainError {
    return new DomainError(code, message, 'forbidden');
  }
}
