#!/usr/bin/env node
// Adds a site administrator (for the admin screens at /login) to the database Strapi is configured for.
//   node scripts/admin-create.js --username U --password P [--email E]
// Exit codes: 0 created, 1 refused (weak password, taken username...) or failed, 2 usage error.
const path = require('path');
const { parseArgs } = require('node:util');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');
const USAGE = 'Usage: npm run admin:create -- --username <name> --password <at least 10 characters> [--email <address>]';

function readArgs(argv) {
  let args;
  try {
    ({ values: args } = parseArgs({
      args: argv,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string' },
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
  if (!args.username || !args.password) {
    console.error(USAGE);
    process.exit(2);
  }
  return { username: args.username, password: args.password, email: args.email };
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  const { AdministratorAccountError, checkAdministratorInput, createAdministrator } = require(
    path.join(distDir, 'src', 'bootstrap', 'administrators.js'),
  );
  try {
    checkAdministratorInput(args); // fail fast, before booting Strapi
  } catch (error) {
    if (error instanceof AdministratorAccountError) {
      console.error(`Not created: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // This run only adds the account: no demo seeding, no random first administrator.
  process.env.SEED_DEMO_CONTENT = 'false';
  process.env.SKIP_FIRST_ADMINISTRATOR = 'true';
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir, distDir, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  let exitCode = 0;
  try {
    const created = await createAdministrator(strapi, args);
    console.log(`Created administrator "${created.username}" (${created.email}). They can sign in at /login.`);
  } catch (error) {
    if (!(error instanceof AdministratorAccountError)) throw error;
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
