import { fixedHead } from '@/lib/page-head';

/** The heads of the pages whose texts need no content (loaded by the server render alone: app/pages.ts). */
export const homeHead = fixedHead((texts) => texts.homePageMeta());
export const randomTopicsHead = fixedHead((texts) => texts.randomTopicsPageMeta());
export const savedHead = fixedHead((texts) => texts.savedPageMeta());
export const privacyHead = fixedHead((texts) => texts.privacyPageMeta());
export const termsHead = fixedHead((texts) => texts.termsPageMeta());
export { notFoundHead } from '@/lib/page-head';
