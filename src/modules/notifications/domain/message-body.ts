/**
 * What a message says, before it is laid out: its greeting and its parts. This is what the outbox keeps (a
 * receipt's description is about a kilobyte of JSON, where its HTML and plain text were 7); the mail layout
 * (application/mail-layout.templates.ts) turns it into HTML and plain text when the message is sent.
 */

/** A part of a message: a paragraph, a table of details, a button-like link, or a quoted text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'quote'; text: string }
  | { kind: 'small'; text: string };

export interface MessageDescription {
  subject: string;
  greeting: string;
  blocks: Block[];
  /** Why they got it / how to stop it (update emails), shown above the footer. */
  footnote?: { text: string; link?: { label: string; url: string } };
  /**
   * Bulk mail (update emails): the address a mail provider's unsubscribe button POSTs to (RFC 8058 one-click),
   * sent as the List-Unsubscribe and List-Unsubscribe-Post headers.
   */
  oneClickUnsubscribeUrl?: string;
}

/** A message laid out: one description, both as HTML and as plain text. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Bulk mail only (update emails): where a mail provider's one-click unsubscribe POSTs (List-Unsubscribe). */
  oneClickUnsubscribeUrl: string | null;
}

/**
 * A queued message's body: its description, laid out when it is sent. Messages queued before descriptions were
 * kept (migration 20261205000100) carry the HTML and text they were rendered to, sent as they are.
 */
export type MessageBody = { description: MessageDescription } | { rendered: MailContent };
