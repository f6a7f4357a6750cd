import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address editors use for the admin panel.
  url: env('PUBLIC_CMS_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Uploads live under <public dir>/uploads; tests point this at a temporary folder.
  dirs: { public: env('STRAPI_PUBLIC_DIR', './public') },
  // The proxy sits in front of Strapi in production and sets X-Forwarded-*.
  proxy: env.bool('IS_PROXIED', false),
  cron: { enabled: false },
  logger: { updates: { enabled: false } },
});
