// The skeleton of the account scripts (admin-create.js, editor-create.js): read the arguments, check them before
// booting Strapi, boot it without serving, create the one account, print, destroy.
// Exit codes: 0 created, 1 refused (the account module's error) or failed, 2 usage error.
const path = require('path');
const { parseArgs } = require('node:util');

const appDir = path.resolve(__dirname, '..', '..');
const distDir = path.join(appDir, 'dist');

function readArgs(argv, { usage, options, required }) {
  let args;
  try {
    ({ values: args } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  if (required.some((name) => !args[name])) {
    console.error(usage);
    process.exit(2);
  }
  return args;
}

/**
 * @param command.module   the compiled account module, relative to dist/src (e.g. 'bootstrap/editor-roles.js')
 * @param command.account  picks from that module { AccountError, check(input), create(strapi, input) }
 * @param command.input    the account's input from the parsed arguments (default: all of them)
 * @param command.describe the line printed for the created account
 */
async function runAccountCommand({ usage, options, required, module, account, input = (args) => args, describe }) {
  const args = input(readArgs(process.argv.slice(2), { usage, options, required }));
  const { AccountError, check, create } = account(require(path.join(distDir, 'src', module)));
  try {
    check(args); // fail fast, before booting Strapi
  } catch (error) {
    if (error instanceof AccountError) {
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
    console.log(describe(await create(strapi, args)));
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    console.error(`Not created: ${error.message}`);
    exitCode = 1;
  } finally {
    await strapi.destroy();
  }
  return exitCode;
}

/** Runs the command and exits with its code (1 on an unexpected error, printed). */
function runAccountScript(command) {
  runAccountCommand(command).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { runAccountScript };
