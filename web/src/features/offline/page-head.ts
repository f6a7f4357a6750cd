import { fixedHead } from '@/lib/page-head';

/** /offline's head: fixed texts, noindex (loaded by the server render alone: app/pages.ts). */
export const offlineHead = fixedHead((texts) => texts.offlinePageMeta());
