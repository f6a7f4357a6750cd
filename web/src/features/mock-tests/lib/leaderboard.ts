import type { PageText } from '@exam-prep/contract/page-text';
import type { SiteLocale } from '@exam-prep/contract/page-locale';

/** A paper's leaderboard page, beside the paper's own (/mock-tests/{slug}): the app's path, in English form. */
export const leaderboardPath = (slug: string) => `/mock-tests/${encodeURIComponent(slug)}/leaderboard`;

/**
 * The leaderboard page's head texts, in the page's language: the served HTML (page-head.ts) and the page's <Seo>
 * write the same ones. Public and the same for every visitor: nothing of the reader in them.
 */
export function leaderboardPageMeta(locale: SiteLocale, paper: { title: string }): PageText {
  return locale === 'hi'
    ? {
        title: `${paper.title} – लीडरबोर्ड`,
        description: `${paper.title} के शीर्ष विद्यार्थी: रैंक, स्कोर और लगा समय। हर विद्यार्थी एक बार गिना जाता है, समय के भीतर भेजे गए उसके पहले प्रयास से। मुफ़्त में साइन इन करें और पेपर दें।`,
        keywords: [paper.title, `${paper.title} लीडरबोर्ड`, 'मॉक टेस्ट रैंक', 'टॉपर'],
      }
    : {
        title: `${paper.title} – Leaderboard`,
        description: `The top students on ${paper.title}: rank, score and time taken. Each student counts once, by their first attempt sent within the time. Sign in free and sit the paper.`,
        keywords: [paper.title, `${paper.title} leaderboard`, 'mock test rank', 'toppers'],
      };
}
