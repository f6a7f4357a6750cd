import type { StudentLocale } from '@exam-prep/contract/student/account';
import type { Mail } from './mailer.js';

/**
 * The mails students get, plain and short, in the language they chose (English or Hindi). Only transactional:
 * verify, reset, and a notice when someone tries to sign up with an address that already has an account.
 */

interface Recipient {
  username: string;
  email: string;
  locale: StudentLocale;
}

/** A page of the site in the student's language: Hindi pages live under /hi. */
export const sitePage = (site: string, locale: StudentLocale, page: string) => `${site}${locale === 'hi' ? '/hi' : ''}${page}`;

const SIGN_OFF = { en: '— Exam Prep', hi: '— Exam Prep' };

export function verificationMail(site: string, to: Recipient, token: string): Mail {
  const link = sitePage(site, to.locale, `/student/verify-email?token=${token}`);
  const texts = {
    en: {
      subject: 'Verify your email for Exam Prep',
      body: `Hello ${to.username},\n\nPlease open this link to verify your email and finish signing up:\n${link}\n\nThe link works for 48 hours. If you did not sign up, ignore this mail and the account will be removed.`,
    },
    hi: {
      subject: 'Exam Prep के लिए अपना ईमेल सत्यापित करें',
      body: `नमस्ते ${to.username},\n\nसाइन-अप पूरा करने के लिए यह लिंक खोलकर अपना ईमेल सत्यापित करें:\n${link}\n\nयह लिंक 48 घंटे तक काम करता है। अगर आपने साइन-अप नहीं किया, तो इस मेल को अनदेखा करें; खाता हटा दिया जाएगा।`,
    },
  }[to.locale];
  return { to: to.email, subject: texts.subject, text: `${texts.body}\n\n${SIGN_OFF[to.locale]}\n`, link };
}

export function resetMail(site: string, to: Recipient, token: string): Mail {
  const link = sitePage(site, to.locale, `/student/reset-password?token=${token}`);
  const texts = {
    en: {
      subject: 'Choose a new password for Exam Prep',
      body: `Hello ${to.username},\n\nSomeone (we hope you) asked to reset your password. Open this link to choose a new one:\n${link}\n\nThe link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.`,
    },
    hi: {
      subject: 'Exam Prep के लिए नया पासवर्ड चुनें',
      body: `नमस्ते ${to.username},\n\nआपका पासवर्ड बदलने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n${link}\n\nयह लिंक एक बार, एक घंटे तक काम करता है। अगर आपने अनुरोध नहीं किया, तो इस मेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।`,
    },
  }[to.locale];
  return { to: to.email, subject: texts.subject, text: `${texts.body}\n\n${SIGN_OFF[to.locale]}\n`, link };
}

/** To the owner of an address someone tried to sign up with: nothing is revealed to the one who tried. */
export function addressInUseMail(site: string, to: Recipient): Mail {
  const link = sitePage(site, to.locale, '/student/login');
  const resetLink = sitePage(site, to.locale, '/student/forgot-password');
  const texts = {
    en: {
      subject: 'Someone tried to sign up with your email',
      body: `Hello ${to.username},\n\nSomeone tried to create an Exam Prep account with this email, which already has one (username: ${to.username}).\nIf it was you, sign in here:\n${link}\nForgot your password? Choose a new one here:\n${resetLink}\n\nIf it was not you, ignore this mail: nothing has changed.`,
    },
    hi: {
      subject: 'किसी ने आपके ईमेल से साइन-अप करने की कोशिश की',
      body: `नमस्ते ${to.username},\n\nकिसी ने इस ईमेल से Exam Prep खाता बनाने की कोशिश की, पर इस ईमेल का खाता पहले से है (यूज़रनेम: ${to.username})।\nअगर यह आप थे, तो यहाँ साइन इन करें:\n${link}\nपासवर्ड भूल गए? यहाँ नया चुनें:\n${resetLink}\n\nअगर यह आप नहीं थे, तो इस मेल को अनदेखा करें; कुछ नहीं बदला है।`,
    },
  }[to.locale];
  return { to: to.email, subject: texts.subject, text: `${texts.body}\n\n${SIGN_OFF[to.locale]}\n`, link };
}
