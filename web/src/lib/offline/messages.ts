import type { SiteLocale } from '@exam-prep/contract/page-locale';

/** The install prompt's and the update toast's texts: in their own chunk (start.ts), not in the common catalog. */
export const OFFLINE_MESSAGES: Record<
  SiteLocale,
  { install: string; installButton: string; notNow: string; update: string; reload: string; label: string }
> = {
  en: {
    label: 'Install ExamPrep',
    install: 'Install ExamPrep: practise offline, from your home screen',
    installButton: 'Install',
    notNow: 'Not now',
    update: 'A new version is ready',
    reload: 'Reload',
  },
  hi: {
    label: 'ExamPrep इंस्टॉल करें',
    install: 'ExamPrep इंस्टॉल करें: होम स्क्रीन से, बिना इंटरनेट के अभ्यास करें',
    installButton: 'इंस्टॉल करें',
    notNow: 'अभी नहीं',
    update: 'नया संस्करण तैयार है',
    reload: 'रीलोड करें',
  },
};
