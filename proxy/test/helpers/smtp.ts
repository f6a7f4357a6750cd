import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A mail as the test's SMTP server received it. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>: the SMTP_URL for the proxy. */
  url: string;
  /** Every mail received so far, in order. */
  mails: ReceivedMail[];
  /** The first mail (already received or still to come) to `to` matching `match`, within `timeoutMs`. */
  waitForMail: (to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Mails received so far to this address. */
  mailsTo: (to: string) => ReceivedMail[];
  stop: () => Promise<void>;
}

/**
 * A real SMTP server on a loopback port (smtp-server), parsing each mail it accepts (mailparser): the proxy
 * sends its mails to it exactly as it would to a real one.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{ check: (mail: ReceivedMail) => boolean }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          for (const to of recipients) {
            const mail: ReceivedMail = {
              to,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            };
            mails.push(mail);
            for (const waiter of [...waiters]) if (waiter.check(mail)) waiters.delete(waiter);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => mails.filter((mail) => mail.to === to.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitForMail(to, match = () => true, timeoutMs = 10_000) {
      const wanted = (mail: ReceivedMail) => mail.to === to.toLowerCase() && match(mail);
      const already = mails.find(wanted);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          check: (mail: ReceivedMail) => {
            if (!wanted(mail)) return false;
            clearTimeout(timer);
            resolve(mail);
            return true;
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `No mail to ${to} within ${timeoutMs} ms (received: ${mails.map((mail) => `${mail.to}: ${mail.subject}`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in a mail (…?token=<token>). */
export function tokenOf(mail: ReceivedMail): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No link with a token in the mail "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}
