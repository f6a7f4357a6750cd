import type { RegisterBody, StudentLocale } from '@exam-prep/contract/student/account';
import { studentRequest } from './student-request';

/** POST /api/student/register: with the page's language (the account's mails) and the consent our form asks for. */
export const studentRegister = (fields: { username: string; email: string; password: string }, locale: StudentLocale) =>
  studentRequest<{ message: string }>('/api/student/register', {
    method: 'POST',
    body: { ...fields, locale, consent: true } satisfies RegisterBody,
  });
