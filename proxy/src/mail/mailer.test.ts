import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test/helpers/smtp.js';
import { createMailer } from './mailer.js';
import { resetMail, verificationMail } from './student-mails.js';

/** A logger at the default level (info), writing its JSON lines here. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});

const student = { id: 'abc', username: 'asha', email: 'asha@example.com', locale: 'en' as const };

describe('student mails', () => {
  it('without SMTP_URL, prints each mail as a plain framed block (to, subject, link) and logs one info line', async () => {
    const { logger, lines } = capturedLogger();
    let printed = '';
    const mailer = createMailer(
      { from: 'Exam Prep <no-reply@localhost>', console: { write: (text: string) => (printed += text) } },
      logger,
    );
    mailer.send(verificationMail('http://localhost:3000', student, 'TOKEN_123'));
    await mailer.idle();
    const block = printed.trim().split('\n');
    expect(block[0]).toMatch(/^┌── mail \(not sent: SMTP_URL is not set\)/);
    expect(block).toContain('│ To:      asha@example.com');
    expect(block).toContain('│ Subject: Verify your email for Exam Prep');
    expect(block).toContain('│ Link:    http://localhost:3000/student/verify-email?token=TOKEN_123');
    expect(block.at(-1)).toMatch(/^└─/);
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'mail printed to the console: SMTP_URL is not set' })]);
    expect(JSON.stringify(lines)).not.toContain('TOKEN_123');
  });

  it('with SMTP_URL, sends plain text through the SMTP server, in the student’s language', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Exam Prep <no-reply@exam-prep.test>' }, logger);
    mailer.send(resetMail('https://exam-prep.test', { ...student, email: 'hindi@example.com', locale: 'hi' }, 'RESET_TOKEN'));
    await mailer.idle();
    mailer.close();
    const mail = await smtp.waitForMail('hindi@example.com');
    expect(mail.subject).toBe('Exam Prep के लिए नया पासवर्ड चुनें');
    expect(mail.from).toMatch(/^"?Exam Prep"? <no-reply@exam-prep.test>$/);
    expect(mail.text).toContain('https://exam-prep.test/hi/student/reset-password?token=RESET_TOKEN');
    expect(lines).toEqual([]);
  });

  it('a mail that cannot be sent is logged as a warning, never thrown at the request', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.z' }, logger);
    mailer.send(verificationMail('http://localhost:3000', student, 'T'));
    await mailer.idle();
    expect(lines.some((line) => line.level === 40 && /could not send a mail/.test(line.msg))).toBe(true);
  });
});
