/**
 * Which contract and CMS test files run on both databases. Whatever reaches the database layer's own code runs
 * on SQLite and on PostgreSQL: queries, list middleware, search, the import writer, attempts and statistics,
 * start-up migrations and clean-ups (and, in doubt, anything that stores or reads rows of the project's own
 * content types). A file listed here tests a behaviour that cannot differ by database, so it runs once, in the
 * SQLite pass: proxy/vitest.config.ts and cms/vitest.config.ts leave it out when TEST_DATABASE=postgres.
 * A new test file runs on both until it is listed here with its reason. docs/testing.md holds the same table.
 */

/** Proxy test files (paths from proxy/) that run once, each with why its behaviour cannot differ by database. */
export const PROXY_FILES_RUN_ONCE: Record<string, string> = {
  // No database at all.
  'src/ai/prompt.test.ts': "the AI explanation's prompt, built from a question object",
  'src/config-safety.test.ts': "the proxy's and the CMS's checks of their secrets and settings, no Strapi booted",
  'src/content/demo-content-hindi.test.ts': "reads the demo content's source files",
  'src/http/preview-framing.test.ts': 'frame headers, on a proxy with no CMS behind it',
  'src/web-app/build-file-headers.test.ts': "the build files' headers, on Express alone",
  'src/http/public-reads.test.ts': 'the cached-route plumbing, with a fake CMS client',
  'src/import/formats/import-formats.test.ts': 'reads CSV/XLSX/JSON files into rows (no writer)',
  'src/import/formats/import-formats-limits.test.ts': "the file readers' limits (no writer)",
  'src/import/formats/import-formats-text.test.ts': "the file readers' text decoding (no writer)",
  'src/import/formats/import-formats-write.test.ts': 'writes export files (no database)',
  'src/import/formats/import-formats-xlsx.test.ts': 'reads XLSX files (no writer)',
  'src/lib/math.test.ts': 'typesets LaTeX strings',
  'src/lib/code-highlight.test.ts': 'highlights code strings with highlight.js',
  'src/mock-tests/mock-test-ids.test.ts': "an attempt's ids, client networks and standing, computed in the proxy",
  'src/mock-tests/mock-test-scoring.test.ts': 'scores answers in memory (the stored attempts run on both elsewhere)',
  'src/reference/openapi.test.ts': "the proxy's route table and OpenAPI document, with no CMS behind it",
  'src/student-progress/dashboard.test.ts': "the dashboard's numbers (streak, accuracy, weakest) computed in the proxy",
  'src/mail/mailer.test.ts': "student mails' texts, the log block and SMTP delivery (no database)",
  'src/students/profile-cache.test.ts': "the proxy's short-lived profile cache, in memory",
  'test/contract-check.test.ts': 'the contract check of answers, with no stack',
  'test/sitemap-index.test.ts': 'splits a list of addresses into sitemap files',
  // A stack, but what is asserted happens in the proxy, in front of answers other files check on both.
  'src/auth/sign-in-limits.test.ts': 'failed sign-in counts and delays, kept in the proxy or Redis',
  'src/http/metrics.test.ts': "the proxy's Prometheus counters",
  'src/http/resilience.test.ts': 'a CMS that cannot be reached (stale answers, 503) and CORS/Origin rules',
  'src/import/question-import-bulk.test.ts':
    "the proxy's side of a 10,000-row file (read, checked, streamed to the CMS, duplicates found by key); the writer's 10,000 questions, their keys, lists and search run on both in cms/test/cms-question-import.test.ts",
  'src/http/upload-doors.test.ts': "image decoding and re-encoding, and /uploads/ paths: files, not the project's rows",
  'src/lib/trust-proxy.test.ts': "which client address the proxy's limits count",
  'src/shared/shared-state.test.ts': 'the response cache, rate limits and the AI lease shared through Redis',
  'src/students/student-limits.test.ts':
    "the student calls' limits per address and per email, counted in the proxy (the accounts they guard run on both in the other student files)",
  'src/students/student-profile-peers.test.ts': "cached profiles dropped on every proxy through Redis's peers channel",
};

/** CMS test files (paths from cms/) that run once, each with why. */
export const CMS_FILES_RUN_ONCE: Record<string, string> = {
  'test/cms-logger.test.ts': "the CMS logger's levels",
};

/** The files to leave out of this run: those that run once, in the PostgreSQL pass. */
export const filesLeftOutOnThisDatabase = (runOnce: Record<string, string>): string[] =>
  process.env.TEST_DATABASE === 'postgres' ? Object.keys(runOnce) : [];
