import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives, for tests
 * that point SMTP_URL at it. It can refuse mail (a temporary 451, as a server that is struggling)
 * or be stopped and started again on the same port (a server that is down).
 */
export class SmtpStandIn {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private refusing = false;
  /** How long the server takes to accept each message's data (a slow mail server); 0: at once. */
  private dataDelayMs = 0;
  /** How many of the next messages the server leaves unanswered and does not keep (a server that hangs). */
  private hanging = 0;
  /** Which recipients' messages hang (all when null). */
  private hangingFor: RegExp | null = null;
  /** How many connections clients have opened so far. */
  connections = 0;
  port = 0;

  get url(): string {
    return `smtp://mailer:secret@127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onRcptTo: (address, _session, callback) => {
        if (this.refusing || this.refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.hanging > 0 && (!this.hangingFor || session.envelope.rcptTo.some((r) => this.hangingFor!.test(r.address)))) {
            // Never answered nor kept: the client's time-out ends the connection, and the message is not delivered.
            this.hanging -= 1;
            return;
          }
          void accept();
        });
        const accept = async () => {
          if (this.dataDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.dataDelayMs));
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.messages.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId ?? '',
                raw,
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        };
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening (connections are refused) until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Answers every recipient with 451 (temporary failure) until accept() is called. */
  refuse(): void {
    this.refusing = true;
  }

  accept(): void {
    this.refusing = false;
    this.refused.clear();
  }

  private readonly refused = new Set<string>();

  /** Answers this one recipient with 451 (a full mailbox) until accept() is called; others are accepted. */
  refuseAddress(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  private readonly ignored: RegExp[] = [];

  /**
   * Each message's data is accepted only after `ms` (a slow mail server); kept even when the client has left
   * meanwhile, as a real server that has the data usually does (a client that gives up too soon sends it twice).
   */
  slow(ms: number): this {
    this.dataDelayMs = ms;
    return this;
  }

  /**
   * The next `count` messages get no answer after their data, ever, and are not kept (a server that hangs): the
   * client must give up, and deliver each later, once. `to`: only messages to a recipient it matches count (mail
   * left over from an earlier test, still on its way, does not take the hang).
   */
  hang(count: number, to: RegExp | null = null): this {
    this.hanging = count;
    this.hangingFor = to;
    return this;
  }

  /**
   * From now on `to` and `waitFor` leave out mails whose subject matches (they stay in `messages`): for a
   * test about other messages, e.g. the welcome mail every sign-up sends.
   */
  ignore(subject: RegExp): this {
    this.ignored.push(subject);
    return this;
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter(
      (m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()) && !this.ignored.some((pattern) => pattern.test(m.subject)),
    );
  }

  /** Waits until `count` messages to this address have arrived (or fails after `ms`). */
  async waitFor(address: string, count = 1, ms = 10_000): Promise<ReceivedMail[]> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const got = this.to(address);
      if (got.length >= count) return got;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Expected ${count} message(s) to ${address} within ${ms} ms; got ${this.to(address).length}: ${this.to(address).map((m) => m.subject).join(' | ')}`);
  }
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const standIn = new SmtpStandIn();
  await standIn.start(0);
  return standIn;
}
