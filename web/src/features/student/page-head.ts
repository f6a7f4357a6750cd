import { pageHead, type PageHeadBuilder } from '@/lib/page-head';
import english from '@/features/student/messages/en';
import hindi from '@/features/student/messages/hi';
import type { StudentPage } from '@/features/student/components/student-seo';

/**
 * The student screens' heads (loaded by the server render alone): their titles, never indexed, never in the
 * sitemap. The served HTML holds no student data: the screens ask for it in the browser.
 */
const studentHead =
  (page: StudentPage): PageHeadBuilder =>
  ({ locale, path }) => {
    const texts = locale === 'hi' ? hindi : english;
    return pageHead({ title: texts.meta[page], description: texts.meta.description, keywords: [], noindex: true }, path);
  };

export const loginHead = studentHead('login');
export const registerHead = studentHead('register');
export const verifyEmailHead = studentHead('verifyEmail');
export const resendVerificationHead = studentHead('resendVerification');
export const forgotPasswordHead = studentHead('forgotPassword');
export const resetPasswordHead = studentHead('resetPassword');
export const dashboardHead = studentHead('dashboard');
export const accountHead = studentHead('account');
