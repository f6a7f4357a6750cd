// The images install and build only with the project's own scripts (so CI exercises every image step but the
// base-image pull), from Node 22, in several stages, as a non-root user with a HEALTHCHECK. No Docker engine runs
// here: the Dockerfiles are read and checked (dockerfile-rules.ts), and the checker is shown failing on bad ones.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ciCommandsOf,
  commandsOf,
  dockerfileProblems,
  foreignInstallOrBuild,
  parseDockerfile,
  stagesOf,
  type ProjectScripts,
} from './dockerfile-rules.js';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (relative: string) => readFileSync(path.join(rootDir, relative), 'utf8');

const project: ProjectScripts = {
  packageScripts: (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
  ciCommands: ciCommandsOf(read('.ci/run')),
};

/** Every Dockerfile in the repository (outside installed and generated folders). */
function findDockerfiles(dir = rootDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '.git', '.tmp', '.cache', '.strapi'].includes(entry.name)
        ? []
        : findDockerfiles(path.join(dir, entry.name));
    }
    return /^Dockerfile(\..+)?$/.test(entry.name) ? [path.relative(rootDir, path.join(dir, entry.name))] : [];
  });
}

const dockerfiles = findDockerfiles();

describe("the project's Dockerfiles", () => {
  it("are the CMS's and the proxy's", () => {
    expect(dockerfiles.sort()).toEqual(['cms/Dockerfile', 'proxy/Dockerfile']);
  });

  it.each(dockerfiles)(
    '%s installs and builds only with project scripts, from Node 22, multi-stage, non-root, with a HEALTHCHECK',
    (file) => {
      expect(dockerfileProblems(read(file), project)).toEqual([]);
    },
  );

  it.each(dockerfiles)('%s copies only files that exist in the build context (the repository root)', (file) => {
    const copies = parseDockerfile(read(file)).filter(
      (instruction) => ['COPY', 'ADD'].includes(instruction.keyword) && !/--from=/.test(instruction.args),
    );
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(rootDir, source)), `line ${copy.line}: ${source}`).toBe(true);
    }
  });

  it('run the very scripts that `npm install` (postinstall), `npm run build` and CI run', () => {
    const runs = (file: string) =>
      stagesOf(parseDockerfile(read(file))).flatMap((stage) =>
        stage.instructions.filter((instruction) => instruction.keyword === 'RUN').flatMap((instruction) => commandsOf(instruction.args)),
      );
    expect(project.packageScripts.postinstall).toBe('node scripts/install-cms.mjs');
    expect(runs('cms/Dockerfile')).toEqual(expect.arrayContaining(['node scripts/install-cms.mjs', 'npm run build -- cms']));
    expect(project.ciCommands).toContain('npm ci --no-audit --no-fund');
    expect(runs('proxy/Dockerfile')).toEqual(
      expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run build -- web proxy', 'npm run bundle:proxy -- /bundle']),
    );
  });
});

describe('the Dockerfile checker', () => {
  it.each([
    'npm run build -- cms',
    'npm run bundle:proxy -- /bundle',
    'node scripts/install-cms.mjs',
    'NODE_OPTIONS=--max-old-space-size=2048 npm run build',
    'npm ci --no-audit --no-fund',
    'apt-get install -y --no-install-recommends python3 make g++',
    'chown node:node public/uploads',
    'test -f cms/dist/src/index.js',
  ])('accepts `%s`', (command) => {
    expect(foreignInstallOrBuild(command, project)).toBeUndefined();
  });

  it.each([
    'npm ci',
    'npm ci --omit=dev -w proxy --ignore-scripts',
    'npm install',
    'npm prune --omit=dev',
    'npm run not-a-script',
    'npm run build --prefix cms',
    'npm run build -w web',
    'npx tsc -p tsconfig.json',
    'npx strapi build --minify',
    'npx vite build',
    'tsc -p tsconfig.build.json',
    './node_modules/.bin/vite build',
    'node node_modules/@strapi/strapi/bin/strapi.js build',
    'node scripts/not-run-by-any-package-script.mjs',
    'yarn install --frozen-lockfile',
    'pnpm install',
    'corepack enable',
    'sh -c "npm ci"',
    '/usr/local/bin/npm install',
    "node -e \"require('child_process').execSync('npm ci')\"",
  ])('refuses `%s`', (command) => {
    expect(foreignInstallOrBuild(command, project)).toMatch(/installs or builds outside the project's scripts/);
  });

  it('finds every broken rule in a bad Dockerfile', () => {
    const bad = [
      'FROM node:20-alpine',
      'WORKDIR /app',
      'COPY . .',
      '# a comment between lines is ignored',
      'RUN npm ci \\',
      ' && npx tsc -p tsconfig.json',
      'RUN cd web && npx vite build',
      'RUN npm run build -- web proxy',
      'CMD ["node", "proxy/dist/server.js"]',
    ].join('\n');
    expect(dockerfileProblems(bad, project)).toEqual([
      'needs a multi-stage build (found 1 stage)',
      'FROM node:20-alpine: every stage starts from node:22-bookworm-slim (or an earlier stage)',
      expect.stringMatching(/^line 5: `npm ci` installs or builds outside/),
      expect.stringMatching(/^line 5: `npx tsc -p tsconfig.json` installs or builds outside/),
      'line 7: `npx vite build` installs or builds in /app/web, not at the project root',
      'the final stage sets no USER (it would run as root)',
      'the final stage has no HEALTHCHECK',
    ]);
  });

  it('knows where each RUN runs: WORKDIR (inherited by later stages) and cd', () => {
    const elsewhere = [
      'FROM node:22-bookworm-slim AS base',
      'WORKDIR /app',
      'RUN npm ci --no-audit --no-fund && npm run build',
      'FROM base AS build',
      'RUN npm run build -- cms',
      'RUN cd cms && npm run build',
      'WORKDIR cms',
      'RUN npm ci --no-audit --no-fund',
      'RUN cd .. && npm run build -- cms',
      'USER node',
      'HEALTHCHECK CMD ["true"]',
    ].join('\n');
    expect(dockerfileProblems(elsewhere, project)).toEqual([
      'line 6: `npm run build` installs or builds in /app/cms, not at the project root',
      'line 8: `npm ci --no-audit --no-fund` installs or builds in /app/cms, not at the project root',
    ]);
  });

  it('follows ARG defaults in FROM, and looks at the final stage for USER and HEALTHCHECK', () => {
    const rootRuntime = [
      'ARG NODE_IMAGE=node:22-bookworm-slim',
      'FROM ${NODE_IMAGE} AS build',
      'USER node',
      'HEALTHCHECK CMD ["true"]',
      'FROM build AS runtime',
      'USER root',
      'HEALTHCHECK NONE',
    ].join('\n');
    expect(dockerfileProblems(rootRuntime, project)).toEqual(['the final stage runs as root', 'the final stage has no HEALTHCHECK']);
    const otherBase = rootRuntime.replace('node:22-bookworm-slim', 'node:22-bookworm');
    expect(dockerfileProblems(otherBase, project)).toContain(
      'FROM node:22-bookworm: every stage starts from node:22-bookworm-slim (or an earlier stage)',
    );
  });

  it('splits shell RUN lines at && || ; | outside quotes, and reads the exec form', () => {
    expect(commandsOf('apt-get update && apt-get install -y g++ || true; echo "a && b" | cat')).toEqual([
      'apt-get update',
      'apt-get install -y g++',
      'true',
      'echo "a && b"',
      'cat',
    ]);
    expect(commandsOf('["npm", "ci"]')).toEqual(['npm ci']);
    expect(commandsOf('--mount=type=cache,target=/root/.npm npm run build')).toEqual(['npm run build']);
  });
});
