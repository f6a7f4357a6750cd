// The e2e stack's content, in one Strapi start (run with cwd cms/): the demo content; bulk-set-1, 25 questions
// for the pager tests; and bulk-set-2, 10,000 questions in one subtopic (tagged SSC CGL, as every bulk question
// is), so the paging tests see a bank where loading whole lists would show (about 1-2 s of bulk inserts).
import { createRequire } from 'node:module';
import path from 'node:path';

const cmsDir = process.cwd();
const distDir = path.join(cmsDir, 'dist');
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');

const PAGING_BANK_QUESTIONS = 10_000;

process.env.SEED_DEMO_CONTENT = 'false';
const strapi = await createStrapi({ appDir: cmsDir, distDir, serveAdminPanel: false }).load();
strapi.log.level = 'warn';
try {
  const { seedDemoContent } = require(path.join(distDir, 'src', 'seed', 'seed.js'));
  const { seedBulkQuestions } = require(path.join(distDir, 'src', 'seed', 'bulk.js'));
  await seedDemoContent(strapi, () => undefined);
  await seedBulkQuestions(strapi, { questions: 25 });
  await seedBulkQuestions(strapi, { questions: PAGING_BANK_QUESTIONS, subtopicsCount: 1 });
  // An editor of Strapi's admin panel, in Strapi's built-in Editor role (e2e/tests/strapi-panel.spec.ts).
  const editorRole = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  await strapi.service('admin::user').create({
    email: process.env.E2E_EDITOR_EMAIL,
    password: process.env.E2E_EDITOR_PASSWORD,
    firstname: 'Edith',
    lastname: 'Editor',
    isActive: true,
    roles: [editorRole.id],
  });
} finally {
  await strapi.destroy();
}
process.exit(0);
