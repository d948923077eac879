import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface SinkMail extends ParsedMail {
  id: number;
  receivedAt: Date;
  /** SMTP envelope recipients. */
  recipients: string[];
  /** The message as received (RFC 822). */
  raw: string;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * A local SMTP server on 127.0.0.1 (random port) that keeps the last `limit` messages in memory:
 * the mail transport when no SMTP_URL is configured, read back at /dev/mail outside production.
 */
export class MailSink {
  private readonly mails: SinkMail[] = [];
  private nextId = 1;
  private readonly server: SMTPServer;

  constructor(private readonly limit = 200) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: MAX_MESSAGE_BYTES,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error: Error) => callback(error));
        stream.on('end', () => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.keep({ raw, recipients: session.envelope.rcptTo.map((recipient) => recipient.address) });
          callback();
        });
      },
    });
  }

  private keep({ raw, recipients }: { raw: string; recipients: string[] }) {
    this.mails.push({ id: this.nextId, receivedAt: new Date(), recipients, raw, ...parseMail(raw) });
    this.nextId += 1;
    if (this.mails.length > this.limit) this.mails.splice(0, this.mails.length - this.limit);
  }

  /** Listens on 127.0.0.1 and answers the port. */
  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        this.server.server.off('error', reject);
        resolve((this.server.server.address() as AddressInfo).port);
      });
    });
  }

  /** Newest first. */
  list(): SinkMail[] {
    return [...this.mails].reverse();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
