import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMail, type DecodedMail } from '../decode-mail';

/** An in-process SMTP server on 127.0.0.1 that keeps what it receives, or refuses it on demand. */
export class SmtpSink {
  readonly received: DecodedMail[] = [];
  /** While set, every message is refused with a 554. */
  rejecting = false;
  rejectedCount = 0;
  /** While set, a message is read and never answered: its sender waits until it gives up or dies. */
  holding = false;
  heldCount = 0;
  private server!: SMTPServer;
  private port = 0;

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sink.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (sink.holding) {
            sink.heldCount += 1;
            return;
          }
          if (sink.rejecting) {
            sink.rejectedCount += 1;
            const error = Object.assign(new Error('Message refused by the test sink'), { responseCode: 554 });
            return callback(error);
          }
          sink.received.push(decodeMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  /** Waits for a mail that matches, e.g. `(m) => m.to.includes(address)`. */
  async waitFor(match: (m: DecodedMail) => boolean, timeoutMs = 10_000): Promise<DecodedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs)
        throw new Error(`no matching mail within ${timeoutMs} ms (got ${this.received.length})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: Pick<DecodedMail, 'subject' | 'text'>): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}
