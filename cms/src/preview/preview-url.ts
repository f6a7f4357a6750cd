import type { Core } from '@strapi/strapi';
import { QUESTIONS_PER_PAGE } from '@exam-prep/contract/page-text';
import { BASE_LOCALE } from '#src/i18n/locales.js';

/**
 * The query parameter that marks a page asked for by the panel's preview: the proxy lets Strapi's admin panel frame
 * such a page, and only such a page (proxy/src/http/preview-framing.ts).
 */
export const PREVIEW_MARKER = 'preview=1';

/** The site's public address as the CMS is told it (PUBLIC_SITE_URL), without a trailing slash. */
export function publicSiteUrl(raw: string): string {
  try {
    return new URL(raw).href.replace(/\/+$/, '');
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be the site's address, like https://example.org (got "${raw}")`);
  }
}

/**
 * Strapi's `admin.preview` settings. allowedOrigins joins the panel's CSP frame-src, so the panel may frame the site;
 * the site, in turn, lets the panel frame the pages whose address carries the preview marker.
 */
export function previewSettings(rawSiteUrl: string) {
  const siteUrl = publicSiteUrl(rawSiteUrl);
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrl).origin],
      // `strapi` is the running instance (a global): config files are read before it exists.
      handler: (uid: string, { documentId, locale }: { documentId?: string; locale?: string }) =>
        previewUrl(strapi, siteUrl, uid, documentId, locale),
    },
  };
}

type Row = Record<string, unknown> | null | undefined;

/**
 * The public page that shows a document today, with the preview marker; null for a type the site has no page for, or a
 * document without one (a question outside any subtopic or topic). Strapi's preview (config/admin.ts) calls this.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  siteUrl: string,
  uid: string,
  documentId: string | undefined,
  locale?: string,
): Promise<string | null> {
  if (!documentId) return null;
  const found = await publicPath(strapi, uid, documentId);
  if (!found) return null;
  // Another language's version is previewed on that language's pages (/hi/...); the address is the same below it.
  const path = locale && locale !== BASE_LOCALE && /^[a-z]{2}$/.test(locale) ? `/${locale}${found}` : found;
  // The marker goes in the query, before a question's anchor.
  const [address, anchor] = path.split('#');
  return `${siteUrl}${address}${address!.includes('?') ? '&' : '?'}${PREVIEW_MARKER}${anchor ? `#${anchor}` : ''}`;
}

async function publicPath(strapi: Core.Strapi, uid: string, documentId: string): Promise<string | null> {
  switch (uid) {
    case 'api::exam-pattern.exam-pattern':
      return pathBySlug(strapi, uid, documentId, '/exam-patterns');
    case 'api::cheatsheet.cheatsheet':
      return pathBySlug(strapi, uid, documentId, '/cheatsheets');
    case 'api::mock-test.mock-test':
      return pathBySlug(strapi, uid, documentId, '/mock-tests');
    case 'api::faq.faq':
      return pathBySlug(strapi, uid, documentId, '/faqs');
    case 'api::programming-topic.programming-topic':
      return pathBySlug(strapi, uid, documentId, '/programming-topics');
    case 'api::code-question.code-question':
      return codeQuestionPath(strapi, documentId);
    case 'api::question.question':
      return practicePath(strapi, documentId);
    default:
      return null;
  }
}

async function pathBySlug(strapi: Core.Strapi, uid: string, documentId: string, listPath: string): Promise<string | null> {
  const row: Row = await strapi.db
    .query(uid as 'api::cheatsheet.cheatsheet')
    .findOne({ where: { documentId, locale: BASE_LOCALE }, select: ['slug'] });
  const slug = typeof row?.slug === 'string' ? row.slug : '';
  return slug ? `${listPath}/${encodeURIComponent(slug)}` : null;
}

/**
 * /practice/{topic}/{subtopic}?page=N#question-{documentId}: the practice page lists a subtopic's questions in id
 * order, ten a page, so the question is on the page after the ones that come before it in its subtopic; the
 * anchor scrolls to it.
 */
async function practicePath(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const questions = strapi.db.query('api::question.question');
  // The English version holds the question's subtopic, and so its page (every language's page is at the same address).
  const question: Row = await questions.findOne({
    where: { documentId, locale: BASE_LOCALE },
    select: ['id'],
    populate: { subtopic: { select: ['id', 'subtopic_name'], populate: { topic: { select: ['topic_name'] } } } },
  });
  const subtopic = question?.subtopic as Row;
  const topic = subtopic?.topic as Row;
  if (!question || typeof subtopic?.subtopic_name !== 'string' || typeof topic?.topic_name !== 'string') return null;
  const before = await questions.count({ where: { subtopic: { id: subtopic.id }, id: { $lt: question.id } } });
  const page = Math.floor(before / QUESTIONS_PER_PAGE) + 1;
  const practice = `/practice/${encodeURIComponent(topic.topic_name)}/${encodeURIComponent(subtopic.subtopic_name)}`;
  return `${practice}?page=${page}#question-${documentId}`;
}

/** A code question is shown on its topic's page (every language's page is at the same address as the English one). */
async function codeQuestionPath(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const question: Row = await strapi.db.query('api::code-question.code-question').findOne({
    where: { documentId, locale: BASE_LOCALE },
    select: ['id'],
    populate: { topic: { select: ['slug'] } },
  });
  const slug = (question?.topic as Row)?.slug;
  return typeof slug === 'string' && slug ? `/programming-topics/${encodeURIComponent(slug)}` : null;
}
