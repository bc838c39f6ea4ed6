import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { DISPATCH_BATCH } from '../../application/dispatch-messages.use-case.js';
import { CONCURRENT_SENDS, type Mailer, type OutgoingMail } from '../../application/mailer.port.js';
import { composeMessage } from './mime-message.js';

/**
 * Sends through an SMTP server (SMTP_URL: smtp://user:pass@host:587, smtps://... for implicit TLS), over a
 * pool of as many connections as the dispatcher sends at once: a busy giving moment's receipts do not
 * each open a connection, greet, start TLS and log in. A connection the server closes (idle, or after
 * nodemailer's 100 messages) is replaced when next needed.
 *
 * A send waits for the server's answer up to MAIL_SEND_TIMEOUT_MS (default 10 minutes, what RFC 5321 asks of a
 * client after a message's data). Giving up sooner is what sends a message twice: a server that has the data but
 * answers after the client left has usually kept it, and the retry delivers it again (with 40 s socket time-outs,
 * a server taking 45 s a message got every message on every attempt). The dispatcher renews its claim on the
 * message meanwhile, so no other instance sends it.
 */
export class SmtpMailer implements Mailer, OnApplicationShutdown {
  /** One message per pooled connection. */
  readonly sendsAtOnce = CONCURRENT_SENDS;
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly sendTimeoutMs = 600_000,
  ) {
    this.transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: CONCURRENT_SENDS,
      // A server that does not take the connection or greet has nothing of the message yet: given up on soon.
      connectionTimeout: Math.min(20_000, sendTimeoutMs),
      greetingTimeout: Math.min(30_000, sendTimeoutMs),
      // Once talking, as long as the whole send may take without a byte from the server (a server that went silent).
      socketTimeout: sendTimeoutMs,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    // The message as composed (the same text an .eml file holds), to the recipients its To header shows. The
    // signal bounds the whole send, a server trickling its answers too: when it fires, nodemailer closes that
    // message's connection (the others in the pool carry on) and the send fails.
    const { raw, envelope } = composeMessage(this.from, mail);
    await this.transport.sendMail({ envelope, raw, signal: AbortSignal.timeout(this.sendTimeoutMs) });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP (`npm start` on a laptop): each message is written as an .eml file (RFC 822, as a
 * mail server would have received it) under DATA_DIR/mail, with one log line naming the file.
 */
export class EmlFileMailer implements Mailer {
  /**
   * A file is written in microseconds, never waits for a server: the dispatcher's whole batch at once, its
   * outcomes in one statement (on the giving bench, one UPDATE per 20 emails instead of per 4).
   */
  readonly sendsAtOnce = DISPATCH_BATCH;
  private readonly logger = new Logger('Mailer');

  constructor(
    private readonly directory: string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    // Line breaks as LF, as a text file on this machine has them (a mail client opens either).
    const message = composeMessage(this.from, mail, '\n').raw;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.directory, `${stamp}-${mail.messageId}.eml`);
    // Written synchronously: a message is a few kilobytes on a local disk, tens of microseconds of the
    // event loop, where the asynchronous writeFile handed open, write and close each to libuv's thread
    // pool and back (about 0.3 ms more CPU per message on a 2-core VM, measured with bench/giving.mjs's mail).
    try {
      writeFileSync(file, message);
    } catch (error) {
      // The directory is made when it is missing (the first message, or removed since), not checked before every message.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(this.directory, { recursive: true });
      writeFileSync(file, message);
    }
    this.logger.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
  }
}
