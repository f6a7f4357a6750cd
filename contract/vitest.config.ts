import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // `#src/a/b.js` names src/a/b.ts (tsconfig.json "paths"; the build writes it as a relative path).
    alias: [{ find: /^#src\/(.*)\.js$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }],
  },
});
