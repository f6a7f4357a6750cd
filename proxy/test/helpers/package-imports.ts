import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Plugin } from 'vitest/config';

/** The packages whose sources a test run loads: the proxy's and the CMS's (whose tests boot the proxy's harness). */
const packageRoots = ['proxy', 'cms'].map((name) => fileURLToPath(new URL(`../../../${name}/`, import.meta.url)));

/**
 * `#src/…` and `#test/…` name a module from the root of the package that imports it, as Node reads each
 * package.json's "imports" (where #src points at the build in dist/): a harness file of the proxy's means the
 * proxy's src/, a file of the CMS's the CMS's. For Vitest they point at the sources: `#src/a/b.js` → `<package>/src/a/b.ts`.
 */
export function packageImports(): Plugin {
  return {
    name: 'package-imports',
    // Before Vite's own resolver, which would follow package.json "imports" to dist/.
    enforce: 'pre',
    resolveId(source, importer) {
      const match = /^#(src|test)\/(.*)\.js$/.exec(source);
      const root = importer && packageRoots.find((dir) => importer.startsWith(dir));
      return match && root ? path.join(root, match[1]!, `${match[2]}.ts`) : null;
    },
  };
}
