import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from './repository';

export interface Transport {
  send(message: OutboxMessage): Promise<void>;
}

/**
 * The embedded default: each message becomes a JSON file in DATA_DIR/outbox, readable by a person (and by
 * GET /dev/outbox), so password resets work on a machine with no mail server.
 */
export class FolderTransport implements Transport {
  constructor(private readonly folder: string) {}

  async send(message: OutboxMessage): Promise<void> {
    await fs.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const file = path.join(
      this.folder,
      `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.json`,
    );
    const content = {
      id: message.id,
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      createdAt: message.createdAt,
    };
    await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  }
}

export class SmtpTransport implements Transport {
  private readonly mailer: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded well inside the outbox lease (OUTBOX_LEASE_MS): a send never outlives its claim, so another
    // process never takes the same message while this one may still deliver it.
    this.mailer = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: OutboxMessage): Promise<void> {
    await this.mailer.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }
}

/** E-mail goes by SMTP when SMTP_URL is set; SMS has no provider yet, so it always lands in the folder outbox. */
export class ChannelRouter implements Transport {
  constructor(
    private readonly email: Transport,
    private readonly sms: Transport,
  ) {}

  send(message: OutboxMessage): Promise<void> {
    return message.channel === 'sms' ? this.sms.send(message) : this.email.send(message);
  }
}
