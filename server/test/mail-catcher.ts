/**
 * A real SMTP server in this process (the `smtp-server` package) on a free port, keeping every
 * message it receives, parsed (`mailparser`): the API tests send mail through nodemailer to it and
 * read what arrived. The browser tests run it as a process of its own (e2e/support/mail-catcher.ts).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as it arrived, unfolded, by its name in lower case (`list-unsubscribe`). */
  headers: Record<string, string>;
  receivedAt: number;
};

export type MailCatcher = {
  /** SMTP_URL, MAIL_FROM and PUBLIC_URL for an app that sends here. */
  env: { SMTP_URL: string; MAIL_FROM: string; PUBLIC_URL: string };
  port: number;
  received: CaughtMail[];
  /** The messages to one address, oldest first. */
  to: (email: string) => CaughtMail[];
  /** From now on, answers mail to this address with a permanent refusal (550). */
  refuse: (email: string) => void;
  clear: () => void;
  close: () => Promise<void>;
};

export const TEST_PUBLIC_URL = 'https://academy.test';

export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing drops the connections a sender keeps open at once (a server going down), instead of waiting 30 s for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(
        Object.assign(new Error('5.1.1 <' + address.address + '>: Recipient address rejected: User unknown'), {
          responseCode: 550,
        }),
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const addresses = (value: typeof mail.to) =>
            (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
          received.push({
            from: mail.from?.text ?? '',
            to: addresses(mail.to).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n(?=[ \t])/g, '')
                  .trim(),
              ]),
            ),
            receivedAt: Date.now(),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${bound}`,
      MAIL_FROM: 'Test Academy <academy@academy.test>',
      PUBLIC_URL: TEST_PUBLIC_URL,
    },
    port: bound,
    received,
    to: (email) => received.filter((mail) => mail.to === email),
    refuse: (email) => refused.add(email),
    clear: () => {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the one-time link in a mail (`...#token=...`). */
export function tokenIn(mail: CaughtMail): string {
  const match = mail.text.match(/#token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no link with a token in: ${mail.text}`);
  return match[1];
}
