import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-store';

export interface MailTransport {
  send(mail: OutgoingMail, from: string): Promise<void>;
  close(): void;
}

/** nodemailer over the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials and options in the URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail, from) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}
