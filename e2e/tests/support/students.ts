import { expect, type Page } from '@playwright/test';
import { untilInteractive, type Stack } from './test';

/** A mail the stack's proxies sent, as its SMTP server received it (e2e/stack.mjs). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to this address whose subject matches, once it has arrived. */
export async function mailTo(stack: Stack, address: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(stack.mailsUrl)).json()) as SentMail[];
      found = mails.filter((mail) => mail.to === address.toLowerCase() && subject.test(mail.subject)).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The site's own link in a mail's text (the page it opens, without the stack's origin). */
export function linkIn(mail: SentMail, path: string): string {
  const link = new RegExp(`https?://[^\\s]+(${path.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link, `a ${path} link in: ${mail.text}`).not.toBeNull();
  return link![1]!;
}

/** The English texts of the sign-up and sign-in screens, or the Hindi ones on /hi pages. */
export const ACCOUNT_TEXTS = {
  en: {
    prefix: '',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm Password',
    signUp: 'Sign Up',
    usernameOrEmail: 'Username or email',
    signIn: 'Sign In',
    verified: 'Email Verified!',
    verifySubject: /Verify your email/,
  },
  hi: {
    prefix: '/hi',
    username: 'यूज़रनेम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    confirm: 'पासवर्ड की पुष्टि करें',
    signUp: 'साइन अप करें',
    usernameOrEmail: 'यूज़रनेम या ईमेल',
    signIn: 'साइन इन करें',
    verified: /सत्यापित/,
    verifySubject: /सत्यापित/,
  },
} as const;

/** Registers through the form, opens the mailed link and signs in: the journey a new student takes. */
export async function registerVerifyAndSignIn(
  page: Page,
  stack: Stack,
  student: { username: string; email: string; password: string },
  language: keyof typeof ACCOUNT_TEXTS = 'en',
) {
  const text = ACCOUNT_TEXTS[language];
  await page.goto(`${text.prefix}/student/register`);
  await page.getByLabel(text.username, { exact: true }).fill(student.username);
  await page.getByLabel(text.email, { exact: true }).fill(student.email);
  await page.getByLabel(text.password, { exact: true }).fill(student.password);
  await page.getByLabel(text.confirm, { exact: true }).fill(student.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text.signUp }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/student/login`));

  const mail = await mailTo(stack, student.email, text.verifySubject);
  await page.goto(linkIn(mail, `${text.prefix}/student/verify-email`));
  await expect(page.getByRole('heading', { name: text.verified })).toBeVisible();

  await page.goto(`${text.prefix}/student/login`);
  await signInOnPage(page, student, language);
}

/** Signs in on the sign-in page already open; ends on the dashboard. */
export async function signInOnPage(
  page: Page,
  student: { username: string; password: string },
  language: keyof typeof ACCOUNT_TEXTS = 'en',
) {
  const text = ACCOUNT_TEXTS[language];
  // Pages of contexts a test makes itself return from goto before hydration (support/test.ts waits for `page` only).
  await untilInteractive(page);
  await page.getByLabel(text.usernameOrEmail, { exact: true }).fill(student.username);
  await page.getByLabel(text.password, { exact: true }).fill(student.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/student/dashboard`));
}

/** A verified student made through the API (register, the mailed link), for journeys that start signed out. */
export async function verifiedStudentByApi(stack: Stack, student: { username: string; email: string; password: string }) {
  const registered = await fetch(`${stack.url}/api/student/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ ...student, consent: true }),
  });
  expect(registered.status, await registered.text()).toBe(201);
  const token = /token=([A-Za-z0-9_-]+)/.exec((await mailTo(stack, student.email, /Verify your email/)).text)![1];
  expect((await fetch(`${stack.url}/api/student/verify-email?token=${token}`)).status).toBe(200);
}
