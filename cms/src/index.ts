import type { Core } from '@strapi/strapi';
import { randomBytes } from 'crypto';
import { ensureAdministratorRole, ensureProxyApiToken, lockDownPublicRole } from './bootstrap/access';
import { ensureCachePurgeWebhook } from './bootstrap/purge-webhook';
import { configureAdminLayouts } from './bootstrap/admin-layouts';
import { ensureFirstAdministrator } from './bootstrap/administrators';
import { ensureEditorRoles } from './bootstrap/editor-roles';
import { endSessionsOnTheServer } from './bootstrap/admin-sessions';
import { assertProductionSecrets } from './production-secrets';
import { sanitizeRichTextOnWrite } from './sanitize/document-middleware';
import { cleanStoredRichText } from './bootstrap/clean-stored-rich-text';
import { ensureQuestionListIndexes } from './bootstrap/question-indexes';
import { serveQuestionListsFromLinks } from './bootstrap/question-list-middleware';
import { ensureQuestionSearchIndex } from './bootstrap/question-search-index';
import { backfillSiteSearch, ensureSiteSearchTables, siteSearchTablesReady } from './bootstrap/site-search-index';
import { keepSiteSearchCurrent } from './site-search/keep-current';
import { keepQuestionTitlesOnWrite } from './questions/keep-question-titles';
import { fillMissingQuestionTitles } from './bootstrap/question-titles';
import { ensureMediaFolders, fileMediaByUse, fileUnfiledMediaInUse } from './bootstrap/media-folders';
import { ensureMockTestAttemptTables, keepPruningUnsubmittedAttempts } from './bootstrap/mock-test-attempt-tables';
import { CODE_LANGUAGE_FIELD_NAME, RICH_TEXT_FIELD_NAME } from './sanitize/rich-text-field';
import { BASE_LOCALE, ensureSiteLocales } from './i18n/locales';
import { ensureHeldQuestionColumn } from './questions/held-questions';
import { holdFixedQuestionsOnSave } from './mock-tests/hold-fixed-questions';
import { ensureStudentRole } from './bootstrap/student-role';
import { ensureStudentProgressTables } from './bootstrap/student-progress-tables';
import { deleteReportsWithTheirQuestion, ensureQuestionReportIndexes } from './bootstrap/question-reports';
import { deleteCodeQuestionsWithTheirTopic } from './bootstrap/code-questions-with-topic';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before the database or the network: a placeholder or short secret stops the start, naming the variable.
    assertProductionSecrets();

    // The HTML fields' editor in the panel (src/admin/app.tsx registers its input): global::rich-text, stored as text.
    // Full width by default: a rich text is a paragraph or more, not a one-line field.
    strapi.customFields.register({ name: RICH_TEXT_FIELD_NAME, type: 'text', inputSize: { default: 12, isResizable: true } });
    // A code block's language in the panel: a list of common languages, or any name typed in (a plain string).
    strapi.customFields.register({ name: CODE_LANGUAGE_FIELD_NAME, type: 'string' });

    // Options are components and have no documentId; give each a stable key the public API can use as its
    // _id (also when an editor adds options in Strapi's admin panel).
    strapi.documents.use(async (context, next) => {
      if (context.uid === 'api::question.question' && (context.action === 'create' || context.action === 'update')) {
        const data = (context.params as { data?: Record<string, unknown> }).data;
        // Any edit of a question makes its stored Owl AI explanation stale: drop it (it is regenerated on demand). The
        // explanation is made from the English question: editing a translation (another locale) leaves it.
        const locale = (context.params as { locale?: unknown }).locale;
        if (data && context.action === 'update' && (locale === undefined || locale === BASE_LOCALE))
          Object.assign(data, { ai_explanation: null, ai_explanation_model: null, ai_explanation_at: null });
        const options = (data as { options?: Array<{ option_key?: string }> } | undefined)?.options;
        if (Array.isArray(options)) {
          for (const option of options) {
            if (option && typeof option === 'object' && !option.option_key) option.option_key = randomBytes(8).toString('hex');
          }
        }
      }
      return next();
    });

    // Lists by subtopic and/or exam name read their ids from the link indexes, not by scanning every question.
    serveQuestionListsFromLinks(strapi);

    // Every HTML field of every write, whoever makes it (Content Manager, REST API, proxy, seeds, imports).
    sanitizeRichTextOnWrite(strapi);

    // question_title (the question's name in Strapi's lists) from the text as stored: after the sanitiser.
    keepQuestionTitlesOnWrite(strapi);

    // A saved question's (cheatsheet's) unfiled pictures move into the media library's "Questions" ("Cheatsheets").
    fileMediaByUse(strapi);

    // The site search's rows follow every write (once bootstrap has made their table).
    keepSiteSearchCurrent(strapi, siteSearchTablesReady);

    // A question put into a fixed section of an active paper is held for tests (left out of every public read).
    holdFixedQuestionsOnSave(strapi);

    // Students' reports of mistakes go with their question.
    deleteReportsWithTheirQuestion(strapi);

    // A programming topic's code questions go with it (the panel's delete and the proxy's alike).
    deleteCodeQuestionsWithTheirTopic(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // English (the default, every document's base version) and Hindi, before anything is written.
    await ensureSiteLocales(strapi);
    // The question lists' filters by subtopic and exam name, indexed on SQLite and PostgreSQL alike.
    await ensureQuestionListIndexes(strapi);
    // Questions held for tests: no NULL flags (public lists filter `held_for_tests <> true`), and the held set's index.
    await ensureHeldQuestionColumn(strapi);
    // The admin search's trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL), kept current on every write.
    await ensureQuestionSearchIndex(strapi);
    // The site search's full-text index (FTS5 on SQLite, tsvector + GIN on PostgreSQL), before the seed writes.
    await ensureSiteSearchTables(strapi);
    // Mock tests' anonymous attempts and per-question tallies: tables of our own, made if missing.
    await ensureMockTestAttemptTables(strapi);
    await keepPruningUnsubmittedAttempts(strapi);
    await lockDownPublicRole(strapi);
    await ensureAdministratorRole(strapi);
    await ensureStudentRole(strapi);
    await ensureStudentProgressTables(strapi);
    // Reports of mistakes: the admin list's indexes, and reports of questions deleted while the CMS was off.
    await ensureQuestionReportIndexes(strapi);
    // Administrators' sessions end on the server at once: logout, password change, block, role change.
    endSessionsOnTheServer(strapi);
    // `npm run admin:create` makes its own account; it must not also print a random first one.
    if (process.env.SKIP_FIRST_ADMINISTRATOR !== 'true') await ensureFirstAdministrator(strapi);
    await ensureProxyApiToken(strapi);
    // Strapi's Editor and Author roles: the site's content and the media library, never users, roles or settings.
    await ensureEditorRoles(strapi);
    await configureAdminLayouts(strapi);
    // The media library's "Questions" and "Cheatsheets" folders, and pictures in use but still unfiled moved there.
    await ensureMediaFolders(strapi);
    await fileUnfiledMediaInUse(strapi);

    // Demo content on an empty database (first start), unless switched off (tests bring their own fixtures).
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      const { isContentEmpty, seedDemoContent } = await import('./seed/seed');
      if (await isContentEmpty(strapi)) {
        strapi.log.info('Empty database: loading the demo content (a few seconds)...');
        await seedDemoContent(strapi, (line) => strapi.log.info(line));
      }
    }

    // Last, so seeding on first start doesn't fire hundreds of purge webhooks at a proxy that holds nothing.
    await ensureCachePurgeWebhook(strapi);

    // Rows stored before the CMS cleaned rich text, or written around it: cleaned once (after the webhook, so
    // a proxy holding old HTML is told). Before Strapi listens, so dirty HTML is never served.
    await cleanStoredRichText(strapi);
    // Questions stored without a title (before it existed, or around the document service) get one.
    await fillMissingQuestionTitles(strapi);
    // Entries written around the document service (the bulk seed, imports) or while it was off: indexed now.
    await backfillSiteSearch(strapi);
  },
};
