import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from '#src/lib/logger.js';
import { CmsUnavailableError } from '#src/lib/errors.js';
import type { PageMeta } from './page-meta.js';
import type { SitemapEntry } from './sitemap.js';
import type { InProcessApi } from './in-process-api.js';
import { pathOnly } from './page-address.js';

/** What web/src/entry-server.tsx exports (its build: web/dist-server/entry-server.js). */
interface ServerEntry {
  /** Absent from a build that only answers which screen a page shows (the proxy's tests of the served HTML). */
  render?(
    url: string,
    options: {
      fetch: InProcessApi;
      timeoutMs?: number;
    },
  ): Promise<RenderedApp>;
  /** The source file of the screen a public address shows (its chunk is preloaded); undefined for other addresses. */
  pageScreenFile?(pathname: string, status?: number): string | undefined;
  /** A page's head and status from the page table, without its body (undefined: its data could not be read). */
  renderHead?(url: string, options: RenderTransport): Promise<PageMeta | undefined>;
  /**
   * The address (path and query) a page is rendered and kept under: its path and the query parameters its page
   * reads (web/src/app/pages.ts), so a tracking tag neither renders it again nor keeps a copy.
   */
  pageAddress?(url: string): string;
  /** Every public address the page table lists in the sitemap (English app paths). */
  sitemap?(options: RenderTransport): Promise<SitemapEntry[]>;
}

type RenderTransport = { fetch: InProcessApi; timeoutMs?: number };

export interface RenderedApp {
  /** The markup of the app's root element. */
  html: string;
  /** The API answers it was rendered from, by the path each was fetched at. */
  data: Record<string, unknown>;
  /** Answers that could not be fetched, with their HTTP status (0: none): that part of the page shows its loading state. */
  failed: { key: string; status: number }[];
  /** Of those, the API's 404s by path with its message: that part shows its "not found" state. */
  notFound?: Record<string, string>;
  /** The page's head and status, from the answers it was rendered from; undefined when some could not be read. */
  head?: PageMeta;
}

/** The element ids web/src/app/server-data.ts reads the answers and the 404s from. */
const SERVER_DATA_ELEMENT_ID = 'server-data';
const SERVER_NOT_FOUND_ELEMENT_ID = 'server-not-found';
/** The part of index.html's root element the render replaces (web/index.html: the boot bar). */
const APP_HTML_SPAN = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;

/**
 * Renders public pages with the web app's own components (web/dist-server, built by `npm run build -w web`).
 * A page's data comes from this proxy's public reads, called in process by the addresses the browser asks for
 * (in-process-api.ts): the same producers, validation and cache entries as the browser's own requests, without a
 * request or a connection.
 */
export class ServerRenderer {
  private entry: { mtimeMs: number; module: Promise<ServerEntry> } | undefined;
  /** The build's module once it has loaded (kept after a rebuild: its page table still names the old build's pages). */
  private loaded: ServerEntry | undefined;
  private rebuildReported = false;

  constructor(
    private readonly entryFile: string,
    private readonly logger: Logger,
    private readonly readApi: InProcessApi,
    private readonly timeoutMs = 5000,
  ) {}

  /** False until the web app's server build exists (then pages are served for the browser to render). */
  get available(): boolean {
    return this.renders && existsSync(this.entryFile);
  }

  /** False once the build turned out to have no renderer (it only names screens). */
  private renders = true;

  /**
   * The build's module, loaded once. Node cannot load a module twice (its chunks import it by its plain
   * address), so after a rebuild pages are served for the browser to render until the proxy restarts: the
   * server's markup and the browser's new scripts must come from the same build.
   */
  private load(): Promise<ServerEntry> | undefined {
    if (!existsSync(this.entryFile)) return undefined;
    const { mtimeMs } = statSync(this.entryFile);
    if (!this.entry) {
      const module = import(pathToFileURL(this.entryFile).href) as Promise<ServerEntry>;
      this.entry = { mtimeMs, module };
      module.then(
        (entry) => (this.loaded = entry),
        () => undefined,
      );
    } else if (this.entry.mtimeMs !== mtimeMs) {
      if (!this.rebuildReported) this.logger.warn('the web app was rebuilt: restart the proxy to server-render the new build');
      this.rebuildReported = true;
      return undefined;
    }
    return this.entry.module;
  }

  /** The source file of the screen the page at `pathname` shows, from the web app's page table (when built). */
  async screenFile(pathname: string, status: number): Promise<string | undefined> {
    const module = this.load();
    if (!module) return undefined;
    try {
      return (await module).pageScreenFile?.(pathname, status);
    } catch {
      return undefined;
    }
  }

  /**
   * The address the page at `url` (path and query) is rendered and kept under, from the build's page table: its
   * path alone when there is no build (nothing then reads the query).
   */
  async pageAddress(url: string): Promise<string> {
    if (!this.loaded) await this.load()?.catch(() => undefined);
    return this.loadedPageAddress(url) ?? pathOnly(url);
  }

  /**
   * The same, at once, for the fast path: undefined until the build has loaded (no page was kept before it did,
   * since every page waits for it), or when it has no page table.
   */
  loadedPageAddress(url: string): string | undefined {
    try {
      return this.loaded?.pageAddress?.(url);
    } catch {
      return undefined;
    }
  }

  /** How the build's page table reads the API: the proxy's own routes and caches, in process. */
  private transport(): RenderTransport {
    return { fetch: (path, init) => this.readApi(path, init), timeoutMs: this.timeoutMs };
  }

  /**
   * The head of the page at `url` (path and query) from the web app's page table, without rendering its body;
   * `unknown` when there is no build to ask or it failed, `undefined` when the page's data could not be read.
   */
  async head(url: string): Promise<PageMeta | undefined | 'unknown'> {
    const module = this.load();
    if (!module) return 'unknown';
    try {
      const entry = await module;
      return entry.renderHead ? await entry.renderHead(url, this.transport()) : 'unknown';
    } catch (error) {
      this.logger.warn({ err: error, url }, 'the page head could not be built: the generic head is served');
      return 'unknown';
    }
  }

  /** The sitemap's addresses from the web app's page table; throws when the build is missing or a read fails. */
  async sitemap(): Promise<SitemapEntry[]> {
    const entry = await this.load();
    if (!entry?.sitemap) throw new CmsUnavailableError();
    return entry.sitemap(this.transport());
  }

  /** The page at `url` (path and query), or undefined when it cannot be rendered (then the browser renders it). */
  async render(url: string): Promise<RenderedApp | undefined> {
    const module = this.load();
    if (!module) return undefined;
    try {
      const entry = await module;
      if (!entry.render) {
        this.renders = false;
        return undefined;
      }
      const rendered = await entry.render(url, this.transport());
      // An unknown name or slug is the API's honest 404, which the page shows. Anything else is worth a line.
      const failures = rendered.failed.filter((failure) => failure.status !== 404);
      if (failures.length > 0) this.logger.warn({ url, failures }, 'server render: some of the page data could not be fetched');
      return rendered;
    } catch (error) {
      this.logger.warn({ err: error, url }, 'server render failed: the page is served for the browser to render');
      return undefined;
    }
  }
}

/** JSON inside a <script> element: `<` escaped, so no `</script>` or `<!--` in the data can end it early. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const jsonScript = (id: string, value: unknown) => `    <script id="${id}" type="application/json">${scriptSafeJson(value)}</script>\n`;

/**
 * index.html with the rendered app in its root element and, before </body>, the answers it was rendered from (and
 * the 404s it showed, so the browser hydrates into the same "not found" state).
 */
export function withRenderedApp(html: string, rendered: RenderedApp): string {
  const withApp = html.replace(APP_HTML_SPAN, () => rendered.html);
  const notFound = rendered.notFound && Object.keys(rendered.notFound).length > 0 ? rendered.notFound : undefined;
  const dataTag = jsonScript(SERVER_DATA_ELEMENT_ID, rendered.data) + (notFound ? jsonScript(SERVER_NOT_FOUND_ELEMENT_ID, notFound) : '');
  const at = withApp.search(/<\/body>/i);
  return at === -1 ? withApp + dataTag : `${withApp.slice(0, at)}${dataTag}  ${withApp.slice(at)}`;
}
