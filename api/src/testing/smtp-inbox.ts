import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>/ for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` received from now on, or after `count` of them. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it receives, parsed, so tests see
 * exactly what a person's mailbox would: the api sends through nodemailer over SMTP to it.
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          messages.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}/`,
    messages,
    waitFor(to, count = 1, timeoutMs = 10_000) {
      const mine = () => messages.filter((mail) => mail.to === to);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mine().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mine());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${count} message(s) to ${to} within ${timeoutMs} ms (got ${mine().length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
