import nodemailer from 'nodemailer';
import type { Logger } from '#src/lib/logger.js';

/** One plain-text mail. `link` is the one address it is about (printed on its own line when mails go to the log). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export interface Mailer {
  /** Sends a mail in the background: the answer to the request never waits for (or tells of) a mail. */
  send(mail: Mail): void;
  /** Resolves when every mail handed over so far has been sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://...; absent: mails are printed to the log instead. */
  smtpUrl?: string;
  /** The From header, e.g. 'Exam Prep <no-reply@example.org>'. */
  from: string;
  /** Where a mail not sent is printed as plain text (standard output unless a test gives its own). */
  console?: { write(text: string): unknown };
}

/**
 * Transactional mails to students (verify, reset, notices): through SMTP_URL with nodemailer, or, without it
 * (development), printed as a plain framed block with to, subject and link on standard output, where a newcomer
 * running `npm start` reads it and follows the link (a JSON log line would hide it), plus one info line in the log. A failed send is logged, never shown to the student: the answer has already gone.
 */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  const deliver = async (mail: Mail) => {
    if (!transport) {
      printToConsole(settings.console ?? process.stdout, mail);
      logger.info({ to: mail.to, subject: mail.subject }, 'mail printed to the console: SMTP_URL is not set');
      return;
    }
    try {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      logger.warn({ err: error, subject: mail.subject }, 'could not send a mail');
    }
  };

  return {
    send(mail) {
      const sending = deliver(mail).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}

function printToConsole(output: { write(text: string): unknown }, mail: Mail) {
  const lines = [
    '┌── mail (not sent: SMTP_URL is not set) ──────────────────────',
    `│ To:      ${mail.to}`,
    `│ Subject: ${mail.subject}`,
    ...(mail.link ? [`│ Link:    ${mail.link}`] : []),
    '└──────────────────────────────────────────────────────────────',
  ];
  output.write(`\n${lines.join('\n')}\n\n`);
}
