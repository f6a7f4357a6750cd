// `npm run env:production -- [--domain example.org] [--cms-domain cms.example.org] [--force] [--file PATH]`
// Writes the .env that docker-compose.yml reads: new random secrets for this deployment, and the addresses.
// It never overwrites an existing file unless --force is given, and then keeps the old one as .env.replaced-<time>
// (losing ENCRYPTION_KEY or the database password of a running deployment is hard to undo).
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseCommandLine } from './lib/cli.mjs';
import { GENERATED, envFile } from './lib/env.mjs';

const usage = 'Usage: npm run env:production -- [--domain example.org] [--cms-domain cms.example.org] [--force] [--file PATH]';
const { values: options } = parseCommandLine(usage, {
  options: {
    domain: { type: 'string' },
    'cms-domain': { type: 'string' },
    force: { type: 'boolean', default: false },
    file: { type: 'string' },
  },
});

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;
for (const flag of ['domain', 'cms-domain']) {
  if (options[flag] !== undefined && !hostName.test(options[flag])) {
    console.error(`--${flag} takes a host name like example.org (no scheme, port or path); got "${options[flag]}".`);
    process.exit(2);
  }
}
if (options['cms-domain'] && !options.domain) {
  console.error('--cms-domain needs --domain too.');
  process.exit(2);
}

const target = path.resolve(options.file ?? envFile);
if (existsSync(target) && !options.force) {
  console.error(`${target} exists; not overwritten. Give --force to replace it (the old file is kept next to it).`);
  process.exit(1);
}

const domain = options.domain;
const cmsDomain = options['cms-domain'];
const secrets = Object.entries(GENERATED).map(([name, make]) => `${name}=${make()}`);
const lines = [
  `# docker-compose.yml's environment, written by \`npm run env:production\` (${new Date().toISOString()}).`,
  '# Random secrets for this deployment only: never commit this file; keep a copy with the backups (deploy/backup.sh',
  '# saves the data, not this file). Changing ENCRYPTION_KEY or POSTGRES_PASSWORD later breaks the existing data.',
  '',
  '# The site. With a domain the entry gets HTTPS certificates for it (ports 80 and 443 must reach this machine);',
  '# without one the site is plain HTTP on port 80 (http://localhost).',
  `SITE_DOMAIN=${domain ?? ''}`,
  `PUBLIC_SITE_URL=${domain ? `https://${domain}` : 'http://localhost'}`,
  "# Strapi's admin panel, on its own host name (empty: http://cms.localhost, reachable from this machine only).",
  `CMS_DOMAIN=${cmsDomain ?? ''}`,
  `PUBLIC_CMS_URL=${cmsDomain ? `https://${cmsDomain}` : ''}`,
  '',
  '# Database password (the postgres service and the CMS).',
  `POSTGRES_PASSWORD=${randomBytes(24).toString('base64url')}`,
  '# Strapi, and the secrets the CMS and the proxies share.',
  ...secrets,
  '',
  "# Optional: a bearer token for each proxy's /metrics (the entry never serves /metrics).",
  `METRICS_TOKEN=${randomBytes(24).toString('base64url')}`,
  '# Optional: the first site administrator (empty password: a random one is printed once in the cms log).',
  'ADMIN_USERNAME=admin',
  'ADMIN_PASSWORD=',
  '# Optional: Owl AI explanations (empty: off).',
  'GEMINI_API_KEY=',
  '',
];

if (existsSync(target)) {
  const kept = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(target, kept);
  console.log(`Kept the previous file as ${kept}`);
}
writeFileSync(target, lines.join('\n'), { mode: 0o600 });
console.log(
  `Wrote ${target}: ${secrets.length + 2} new secrets${domain ? `, site https://${domain}` : ', site http://localhost'}${cmsDomain ? `, admin panel https://${cmsDomain}` : ''}.`,
);
console.log('Next: docker compose up -d --build');
