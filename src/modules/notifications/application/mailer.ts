/** One email as the mail server gets it. */
export interface OutgoingMail {
  /** The queued message's id: the Message-ID is derived from it, so a resend is recognisably the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How many messages the dispatcher hands a Mailer at once, their outcomes written together (an SMTP mailer keeps as many connections open). */
export const CONCURRENT_SENDS = 4;

/** Sends an email, or throws (the message is then retried). Implemented by SMTP or by .eml files. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
export const MAILER = Symbol('Mailer');
