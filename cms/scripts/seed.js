#!/usr/bin/env node
// Seeds the database Strapi is configured for (the same one `npm start` uses, unless env says otherwise).
//   node scripts/seed.js                      demo content (idempotent)
//   node scripts/seed.js --bulk --questions N N synthetic questions for benchmarks (adds N more each run)
//   node scripts/seed.js --bulk --questions N --with-demo   both, in one start
//   node scripts/seed.js --bulk --questions N --subtopics S  spread over S new subtopics (default: 100 questions each)
const path = require('path');
const { parseArgs } = require('node:util');
const { createStrapi } = require('@strapi/strapi');
const cliProgress = require('cli-progress');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

const USAGE =
  'Usage: npm run seed (the demo content), or npm run seed:bulk -- --questions <how many, e.g. 100000> [--with-demo] [--subtopics <how many>]';

function readArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        bulk: { type: 'boolean', default: false },
        questions: { type: 'string' },
        'with-demo': { type: 'boolean', default: false },
        subtopics: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const args = {
    bulk: values.bulk,
    questions: values.questions === undefined ? 0 : Number(values.questions),
    withDemo: values['with-demo'],
    subtopics: values.subtopics === undefined ? undefined : Number(values.subtopics),
  };
  if (args.bulk && (!Number.isInteger(args.questions) || args.questions < 1)) {
    console.error(USAGE);
    process.exit(2);
  }
  return args;
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  // This script seeds explicitly; the bootstrap's own first-start seeding is not needed here.
  process.env.SEED_DEMO_CONTENT = 'false';
  const strapi = await createStrapi({ appDir, distDir, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  try {
    if (!args.bulk || args.withDemo) {
      const { seedDemoContent } = require(path.join(distDir, 'src', 'seed', 'seed.js'));
      const report = await seedDemoContent(strapi, (line) => console.log(line));
      const total = Object.values(report.created).reduce((a, b) => a + b, 0);
      console.log(total === 0 ? 'Demo content already present: nothing to add.' : `Added demo content: ${JSON.stringify(report.created)}`);
    }
    if (args.bulk) {
      const { seedBulkQuestions } = require(path.join(distDir, 'src', 'seed', 'bulk.js'));
      const bar = new cliProgress.SingleBar(
        { format: 'Bulk questions |{bar}| {percentage}% | {value}/{total} | ETA {eta}s' },
        cliProgress.Presets.shades_classic,
      );
      bar.start(args.questions, 0);
      const started = Date.now();
      const result = await seedBulkQuestions(strapi, {
        questions: args.questions,
        subtopicsCount: args.subtopics,
        onProgress: (done) => bar.update(done),
      });
      bar.stop();
      // Written around the document service: the site search indexes them now rather than at the next start.
      const { backfillSiteSearch } = require(path.join(distDir, 'src', 'bootstrap', 'site-search-index.js'));
      const indexedAt = Date.now();
      const { indexed } = await backfillSiteSearch(strapi);
      console.log(`Site search: indexed ${indexed} entries in ${((Date.now() - indexedAt) / 1000).toFixed(1)} s.`);
      await purgeProxyCache();
      console.log(
        `Added ${result.created} questions in ${result.subtopics.length} subtopics of "${result.topic}" in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await strapi.destroy();
  }
}

/**
 * Bulk rows are written with knex, which fires no webhooks: tell a running proxy to purge its cache
 * (best effort: no proxy running is fine).
 */
async function purgeProxyCache() {
  const url = process.env.CACHE_PURGE_WEBHOOK_URL || `http://127.0.0.1:${process.env.PROXY_PORT || 3000}/internal/cache/purge`;
  if (!process.env.WEBHOOK_SECRET) return;
  await fetch(url, {
    method: 'POST',
    headers: { 'x-webhook-secret': process.env.WEBHOOK_SECRET },
    signal: AbortSignal.timeout(2000),
  }).catch(() => undefined);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
