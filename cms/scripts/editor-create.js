#!/usr/bin/env node
// Adds an account of Strapi's admin panel in the Editor or Author role (never a Super Admin), to the database Strapi
// is configured for. Works in the production image, where `strapi admin:create-user` cannot run (it compiles sources).
//   node scripts/editor-create.js --email E --password P --firstname F [--lastname L] [--role editor|author]
// Exit codes: 0 created, 1 refused (weak password, taken email...) or failed, 2 usage error.
const path = require('path');
const { parseArgs } = require('node:util');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');
const USAGE =
  'Usage: node scripts/editor-create.js --email <address> --password <8+ characters: a-z, A-Z and 0-9> --firstname <name> ' +
  '[--lastname <name>] [--role editor|author]   (editor: every entry; author: their own entries; default editor)';

function readArgs(argv) {
  let args;
  try {
    ({ values: args } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        firstname: { type: 'string' },
        lastname: { type: 'string' },
        role: { type: 'string', default: 'editor' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!args.email || !args.password || !args.firstname) {
    console.error(USAGE);
    process.exit(2);
  }
  return args;
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  const { EditorAccountError, checkEditorInput, createEditorAccount } = require(path.join(distDir, 'src', 'bootstrap', 'editor-roles.js'));
  try {
    checkEditorInput(args); // fail fast, before booting Strapi
  } catch (error) {
    if (error instanceof EditorAccountError) {
      console.error(`Not created: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // This run only adds the account: no demo seeding, no random first site administrator.
  process.env.SEED_DEMO_CONTENT = 'false';
  process.env.SKIP_FIRST_ADMINISTRATOR = 'true';
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir, distDir, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  let exitCode = 0;
  try {
    const created = await createEditorAccount(strapi, args);
    const role = created.role === 'strapi-author' ? 'Author' : 'Editor';
    console.log(`Created ${role} ${created.email}. They sign in to Strapi's admin panel (/admin) with this password.`);
  } catch (error) {
    if (!(error instanceof EditorAccountError)) throw error;
    console.error(`Not created: ${error.message}`);
    exitCode = 1;
  } finally {
    await strapi.destroy();
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
