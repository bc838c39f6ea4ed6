/** The body of every error answer: a human message (shown on screen as it is), a code, per-field messages. */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
  correlationId?: string;
  /** A DomainError's details, beside the message. */
  [detail: string]: string | number | boolean | Record<string, string[]> | undefined;
}
