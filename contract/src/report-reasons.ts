/**
 * Reports of mistakes in questions: the reasons, statuses, limits and texts, without zod, so that the public pages'
 * report dialog can import them without the schemas (those are in reports.ts, with the calls).
 */

export const REPORT_REASONS = ['wrong_answer', 'unclear_question', 'wrong_explanation', 'typo', 'broken_image', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'fixed', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The statuses a resolve can set (a report is opened only by its sender). */
export const RESOLVED_STATUSES = ['fixed', 'rejected'] as const;
export type ResolvedStatus = (typeof RESOLVED_STATUSES)[number];

/** A student's note and an editor's note on a resolve: plain text, at most this many characters. */
export const REPORT_NOTE_MAX_CHARS = 500;

/** The header that carries a browser's reporter token: random, made by the browser, kept in its storage. */
export const REPORTER_TOKEN_HEADER = 'x-reporter-token';
/** 16 to 64 letters, digits, `-` or `_` (a UUID or base64url of random bytes). */
export const REPORTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Groups of reports per page of the admin list unless `?limit` says otherwise (at most 100). */
export const REPORTS_PAGE_SIZE = 20;
/** The notes shown with a question on the admin list: its latest ones. */
export const REPORT_NOTES_SHOWN = 10;

export const REPORT_MESSAGES = {
  created: 'Thank you: the report reached our editors.',
  alreadyReported: 'You have already reported this question for this reason.',
  flood: 'This question was already reported from your network today. Thank you.',
  tooMany: 'Too many reports from your network: please try again later.',
  questionNotFound: 'Question not found',
  badToken: 'X-Reporter-Token must be 16 to 64 letters, digits, - or _',
  noOpenReports: 'This question has no open reports',
} as const;

/** The reasons' labels, in English and Hindi (the dialog's options and the admin screens). */
export const REASON_LABELS: Record<'en' | 'hi', Record<ReportReason, string>> = {
  en: {
    wrong_answer: 'Wrong answer',
    unclear_question: 'Wrong or unclear question',
    wrong_explanation: 'Wrong explanation',
    typo: 'Typo or formatting',
    broken_image: 'Broken image',
    other: 'Other',
  },
  hi: {
    wrong_answer: 'गलत उत्तर',
    unclear_question: 'गलत या अस्पष्ट प्रश्न',
    wrong_explanation: 'गलत व्याख्या',
    typo: 'टाइपो या फ़ॉर्मैटिंग',
    broken_image: 'चित्र नहीं दिख रहा',
    other: 'अन्य',
  },
};
