#!/usr/bin/env node
// Adds a site administrator (for the admin screens at /login) to the database Strapi is configured for.
//   node scripts/admin-create.js --username U --password P [--email E]
// Exit codes: 0 created, 1 refused (weak password, taken username...) or failed, 2 usage error.
const { runAccountScript } = require('./lib/account-command');

runAccountScript({
  usage: 'Usage: npm run admin:create -- --username <name> --password <at least 10 characters> [--email <address>]',
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
  },
  required: ['username', 'password'],
  input: ({ username, password, email }) => ({ username, password, email }),
  module: 'bootstrap/administrators.js',
  account: ({ AdministratorAccountError, checkAdministratorInput, createAdministrator }) => ({
    AccountError: AdministratorAccountError,
    check: checkAdministratorInput,
    create: createAdministrator,
  }),
  describe: (created) => `Created administrator "${created.username}" (${created.email}). They can sign in at /login.`,
});
