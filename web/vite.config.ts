import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // `@/…` is web/src: imports name what they use from the root, never by climbing `../`.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm run dev`: the Vite dev server forwards API and upload calls (and KaTeX's stylesheet) to the proxy.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/katex': 'http://127.0.0.1:3000' },
  },
  // manifest: dist/.vite/manifest.json maps each page to its chunks (scripts/bench-web.mjs budgets them).
  build: { target: 'es2020', sourcemap: false, manifest: true },
  // The server render (src/entry-server.tsx → dist-server/, run by the proxy): one self-contained module, so the
  // proxy's image needs none of the web app's packages.
  ssr: { noExternal: true, target: 'node' },
});
