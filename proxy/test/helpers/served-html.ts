import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web app's server build: its page table says which screen each address shows, its head and the sitemap. */
const WEB_SERVER_ENTRY = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist-server', 'entry-server.js');

/** Shaped like Vite's output: the template's own fallback tags are marked data-server-meta. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-server-meta>Fallback title</title>
    <meta data-server-meta name="description" content="Fallback description" />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Beside a web/dist in `root`: a server build that gives each page's screen, head and sitemap addresses from the web
 * app's real page table, and renders no body. Nothing when the web app is not built (pages then get the generic head).
 */
export function writeHeadOnlyServerEntry(root: string): void {
  if (!existsSync(WEB_SERVER_ENTRY)) return;
  mkdirSync(path.join(root, 'dist-server'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export { pageAddress, pageScreenFile, renderHead, sitemap } from ${JSON.stringify(pathToFileURL(WEB_SERVER_ENTRY).href)};\n`,
  );
}

/**
 * A temporary web/dist (the caller removes it): the template, one asset and Vite's build manifest, beside a server
 * build that gives each page's screen, head and sitemap addresses from the web app's real page table but renders no
 * body (pages are served for the browser to render, so the served head is what these tests read).
 */
export function makeWebDist(): string {
  if (!existsSync(WEB_SERVER_ENTRY)) throw new Error('web/dist-server is missing: run `npm run build -w web` first');
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  // The caller removes the dist folder; its server build beside it goes when the tests end.
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  writeHeadOnlyServerEntry(root);
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(distDir, 'assets', 'index-test.js'), 'console.log("app")');
  // Vite's build manifest (build.manifest): the served HTML preloads each page's own chunks from it.
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_Seo.js': { file: 'assets/Seo-1.js', imports: ['_react.js'] },
      'src/features/practice/routes/topics-page.tsx': {
        file: 'assets/TopicsPage-1.js',
        imports: ['index.html', '_Seo.js', '_react.js'],
        css: ['assets/TopicsPage-1.css'],
      },
      'src/features/cheatsheets/routes/cheatsheet-detail-page.tsx': { file: 'assets/CheatsheetDetailPage-1.js', imports: ['_Seo.js'] },
      'src/features/mock-tests/routes/mock-tests-page.tsx': { file: 'assets/MockTestsPage-1.js', imports: ['_Seo.js'] },
      'src/features/mock-tests/routes/mock-test-page.tsx': { file: 'assets/MockTestPage-1.js', imports: ['_Seo.js'] },
      // The site's bar and footer: chunks hydrated after the page, whose styles every rendered page carries.
      'src/features/student/components/student-top-nav.tsx': {
        file: 'assets/StudentTopNav-1.js',
        imports: ['index.html', '_react.js'],
        css: ['assets/StudentTopNav-1.css'],
      },
      'src/components/footer.tsx': { file: 'assets/Footer-1.js', imports: ['index.html'], css: ['assets/Footer-1.css'] },
    }),
  );
  return distDir;
}

/** Undoes the HTML escaping of attribute values and text. */
export const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head as a crawler reads it: title, meta by name/property, canonical link. */
export function head(html: string) {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const titles = [...headHtml.matchAll(/<title([^>]*)>([\s\S]*?)<\/title>/g)];
  const metas = [...headHtml.matchAll(/<meta\b([^>]*)>/g)].map((m) => m[1]!);
  const attr = (tag: string, name: string) => {
    const found = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
    return found ? decode(found[1]!) : undefined;
  };
  const meta = (key: string) => {
    const tag = metas.find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
    return tag === undefined ? undefined : attr(tag, 'content');
  };
  const canonicalTag = [...headHtml.matchAll(/<link\b([^>]*)>/g)].map((m) => m[1]!).find((tag) => attr(tag, 'rel') === 'canonical');
  return {
    titles: titles.map((t) => decode(t[2]!)),
    title: titles.length === 1 ? decode(titles[0]![2]!) : undefined,
    titleMarked: titles.every((t) => /\bdata-server-meta\b/.test(t[1]!)),
    meta,
    canonical: canonicalTag ? attr(canonicalTag, 'href') : undefined,
    /** Every SEO tag (title, description, keywords, canonical, og:*, twitter:*, robots) carries data-server-meta. */
    allMarked: [...headHtml.matchAll(/<(?:meta|link)\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((tag) => /\b(?:name|property)="(?:description|keywords|robots|og:[^"]+|twitter:[^"]+)"|rel="canonical"/.test(tag))
      .every((tag) => /\bdata-server-meta\b/.test(tag)),
  };
}
