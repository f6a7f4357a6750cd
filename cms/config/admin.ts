import type { Core } from '@strapi/strapi';
import { previewSettings } from '#src/preview/preview-url.js';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  autoOpen: false,
  // Benchmarks and API-only runs can skip the panel (and its build).
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // The panel's preview opens the site's page of an exam pattern, cheatsheet or question (PUBLIC_SITE_URL).
  preview: previewSettings(env('PUBLIC_SITE_URL', 'http://localhost:3000')),
});
