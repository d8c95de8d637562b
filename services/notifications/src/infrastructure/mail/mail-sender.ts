import { createTransport, type Transporter } from 'nodemailer';
import type { MailEntity } from '../persistence/entities';

export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** Where stored mails leave the platform. */
export interface MailSender {
  /** False when no mail server is configured: mails stay queued. */
  readonly configured: boolean;
  send(mail: MailEntity): Promise<void>;
}

/** SMTP through nodemailer, with the one-click unsubscribe headers of RFC 8058 on mails one can switch off. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? createTransport(smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(mail: MailEntity): Promise<void> {
    if (!this.transport) throw new Error('no SMTP_URL configured');
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.unsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
  }
}
