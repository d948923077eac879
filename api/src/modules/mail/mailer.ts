import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { MailSink } from './mail-sink';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Short enough that a dead SMTP server fails the request before the client's 10 s timeout. */
const TIMEOUTS = { connectionTimeout: 4_000, greetingTimeout: 4_000, socketTimeout: 6_000 };

/** Sends mail through SMTP_URL, or through the local sink when it is unset. */
export class Mailer {
  private constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    /** The local sink (no SMTP_URL), holding what was sent. */
    readonly sink: MailSink | undefined,
  ) {}

  static async create(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Promise<Mailer> {
    if (config.smtpUrl) {
      return new Mailer(nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS }), config.mailFrom, undefined);
    }
    const sink = new MailSink();
    const port = await sink.listen();
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...TIMEOUTS });
    return new Mailer(transport, config.mailFrom, sink);
  }

  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  async close(): Promise<void> {
    this.transport.close();
    await this.sink?.close();
  }
}
