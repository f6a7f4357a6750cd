#!/usr/bin/env node
// Adds an account of Strapi's admin panel in the Editor or Author role (never a Super Admin), to the database Strapi
// is configured for. Works in the production image, where `strapi admin:create-user` cannot run (it compiles sources).
//   node scripts/editor-create.js --email E --password P --firstname F [--lastname L] [--role editor|author]
// Exit codes: 0 created, 1 refused (weak password, taken email...) or failed, 2 usage error.
const { runAccountScript } = require('./lib/account-command');

runAccountScript({
  usage:
    'Usage: node scripts/editor-create.js --email <address> --password <8+ characters: a-z, A-Z and 0-9> --firstname <name> ' +
    '[--lastname <name>] [--role editor|author]   (editor: every entry; author: their own entries; default editor)',
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    role: { type: 'string', default: 'editor' },
  },
  required: ['email', 'password', 'firstname'],
  module: 'bootstrap/editor-roles.js',
  account: ({ EditorAccountError, checkEditorInput, createEditorAccount }) => ({
    AccountError: EditorAccountError,
    check: checkEditorInput,
    create: createEditorAccount,
  }),
  describe: (created) =>
    `Created ${created.role === 'strapi-author' ? 'Author' : 'Editor'} ${created.email}. They sign in to Strapi's admin panel (/admin) with this password.`,
});
