/** One email as the mail server gets it. */
export interface OutgoingMail {
  /** The queued message's id: the Message-ID is derived from it, so a resend is recognisably the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Bulk mail (update emails): the https address a mail provider's unsubscribe button POSTs to, sent as
   * `List-Unsubscribe: <url>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC 8058).
   */
  oneClickUnsubscribeUrl?: string | null;
}

/** How many messages an SMTP mailer is handed at once, their outcomes written together (it keeps as many connections open). */
export const CONCURRENT_SENDS = 4;

/** Sends an email, or throws (the message is then retried). Implemented by SMTP or by .eml files. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * How many messages the dispatcher hands it at once; their outcomes are written together, in one statement,
   * before the next ones go. A mailer whose sends may each take a mail server's time-outs keeps this small, so
   * that each outcome is written well within the claim's lease and a crash sends again only those few.
   */
  readonly sendsAtOnce: number;
}
export const MAILER = Symbol('Mailer');
