/**
 * Server rendering of the public pages, so crawlers and readers without JavaScript get the whole page. Run by the
 * proxy (proxy/src/web-app/server-render.ts) from this module's build (dist-server/entry-server.js): the same
 * routes and components as the browser's app, under a StaticRouter, with React 19's streaming renderer waited
 * out to the end (every lazy page and Suspense boundary resolved: a crawler gets the whole page, not a spinner).
 *
 * Head: the page table's head builder, from the answers the render loaded (app/served-page.ts): the proxy takes
 * the page's status, head tags, redirect and preloads from it, and its sitemap from `sitemap()`.
 *
 * Data: the page table (app/pages.ts) names what a page shows first; that is loaded before the first render, with
 * the hooks' own fetchers, through the proxy's in-process API (`RenderOptions.fetch`: no HTTP). Anything else a
 * component asks SWR for is recorded with its fetcher, fetched, and the page rendered again, until nothing new is
 * asked for. The answers go into the HTML for the browser's SWR, so it hydrates without fetching them again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { AppRoutes, SWR_CONFIG } from './app/app';
import { useNotFoundResponse, type ServerData, type ServerNotFound } from './app/server-data';
import { basenameOf, localeOfPath, type SiteLocale } from '@exam-prep/contract/page-locale';
import { NOT_FOUND_PAGE, pageDataKey, screenFile, type PageData } from './app/pages';
import { addressedPage, servedHead, sitemapEntries, type AddressedPage, type ServedHead } from './app/served-page';
import type { SitemapEntry } from '@/lib/page-head';
import { I18nProvider } from './i18n/i18n';
import { serverTranslator } from './i18n/server';
import { ApiError, apiFetch, setServerContext, type ApiTransport, type ServerApiContext } from './lib/api';
import { ServedHeadContext } from './components/served-head';

/** The address a page is rendered and kept under (the proxy keeps its copy of the page by it). */
export { pageAddress } from './app/served-page';

export interface RenderOptions {
  /** How the page's API calls reach the API (the proxy's own routes and caches, called in process). */
  fetch: ApiTransport;
  /** Gives up on a render that takes longer (a slow CMS): the caller serves the page unrendered. */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The markup of the app's root element. */
  html: string;
  /** The API answers it was rendered from, by SWR key. */
  data: ServerData;
  /** Keys that could not be fetched, with the HTTP status of the failure (0: no answer at all). */
  failed: { key: string; status: number }[];
  /** Of those, the API's 404s with its message: the page was rendered in its "not found" state. */
  notFound: ServerNotFound;
  /** Its head and status, from the answers it was rendered from; undefined when some could not be fetched. */
  head?: ServedHead;
}

/** Renders after which the page is served as it is, even if it still asks for more (a chain of requests). */
const MAX_RENDERS = 4;
const DEFAULT_TIMEOUT_MS = 5000;

const contexts = new AsyncLocalStorage<ServerApiContext>();
setServerContext(() => contexts.getStore());

type Fetcher = (key: string) => unknown;

/**
 * Records the string keys SWR is asked for that the fallback cannot answer, with the fetcher each hook gave.
 * A key it can answer is not loading, and a key the API answered 404 is in its error state (as in the browser's
 * hydration: app/server-data.ts).
 */
function recordMissing(known: ServerData, notFound: Map<string, ApiError>, missing: Map<string, Fetcher>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (typeof key !== 'string') return useSWRNext(key, fetcher, config);
    if (key in known) return useSWRNext(key, fetcher, { ...config, revalidateOnMount: false });
    const notFoundError = notFound.get(key);
    if (notFoundError) return useNotFoundResponse(useSWRNext, notFoundError, config);
    if (typeof fetcher === 'function' && !missing.has(key)) missing.set(key, fetcher as Fetcher);
    return useSWRNext(key, fetcher, config);
  };
}

/** A Suspense boundary the stream left to be filled in by a script (React's `<!--$?-->`): render again. */
const hasPendingBoundary = (html: string) => html.includes('<!--$?-->');

interface RenderState {
  known: ServerData;
  /** The API's 404s so far, by key. */
  notFound: Map<string, ApiError>;
}

function renderOnce(
  url: string,
  locale: SiteLocale,
  { known, notFound }: RenderState,
  missing: Map<string, Fetcher>,
  deadline: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const app = (
      // A cache per render: nothing of one visitor's page is kept for the next.
      <I18nProvider translator={serverTranslator(locale)}>
        <SWRConfig value={{ ...SWR_CONFIG, provider: () => new Map(), fallback: known, use: [recordMissing(known, notFound, missing)] }}>
          {/* A Hindi page (/hi/…) renders the same routes under the basename /hi. */}
          <StaticRouter basename={basenameOf(locale) || undefined} location={url}>
            {/* The proxy writes the page's head tags into its HTML (web-app/page-html.ts), not the render. */}
            <ServedHeadContext.Provider value>
              <AppRoutes />
            </ServedHeadContext.Provider>
          </StaticRouter>
        </SWRConfig>
      </I18nProvider>
    );
    const stream = renderToPipeableStream(app, {
      // Never outline a large boundary to be filled in by a script (React does past ~12 KB by default): the
      // page is sent whole, and scripts are the one thing a reader without JavaScript (or our CSP) won't run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A component that failed: the render fails, and the page is served for the browser to render.
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(
      () => {
        stream.abort(new Error('Server render timed out'));
        reject(new Error('Server render timed out'));
      },
      Math.max(0, deadline - Date.now()),
    );
    sink.on('finish', () => clearTimeout(timer));
    sink.on('error', reject);
  });
}

/**
 * The source file of the screen a public address shows (the proxy preloads its chunk): Page Not Found's for any
 * other address, and for a page the proxy answers 404.
 */
export function pageScreenFile(pathname: string, status = 200): string {
  const { page } = addressedPage(pathname);
  return screenFile((status === 404 ? NOT_FOUND_PAGE : page).screen);
}

/** Loads keys with their fetchers into `answers`, in the page's language through the proxy's API; failures recorded. */
interface Loading {
  options: RenderOptions;
  locale: SiteLocale;
  failed: RenderResult['failed'];
  notFound: Map<string, ApiError>;
  unavailable: Set<string>;
}

function loadInto(answers: ServerData, wanted: Array<[string, Fetcher]>, loading: Loading): Promise<void> {
  const { options, locale, failed, notFound, unavailable } = loading;
  return contexts.run({ transport: options.fetch, locale }, async () => {
    await Promise.all(
      wanted.map(async ([key, fetcher]) => {
        try {
          answers[key] = await fetcher(key);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          failed.push({ key, status });
          // An unknown slug or name: the page renders its "not found" state. Anything else (an unreachable CMS):
          // its loading state, and the browser asks again.
          if (status === 404) notFound.set(key, error as ApiError);
          else unavailable.add(key);
        }
      }),
    );
  });
}

const withFetchers = (reads: PageData[]) =>
  reads.map((read): [string, Fetcher] => [pageDataKey(read), read.fetch ?? ((path) => apiFetch(path))]);

/**
 * The page's reads loaded (what it shows into `data`, what only its head needs into `headOnly`) and its head
 * built from their answers. A read that failed but for a 4xx (the API's "no such thing") leaves the head
 * undefined: the page's status cannot be known, and the proxy writes its generic head.
 */
async function loadPage(
  addressed: AddressedPage,
  data: ServerData,
  headOnly: ServerData,
  loading: Loading,
): Promise<ServedHead | undefined> {
  await Promise.all([loadInto(data, withFetchers(addressed.data), loading), loadInto(headOnly, withFetchers(addressed.headData), loading)]);
  const reads = [...addressed.data, ...addressed.headData];
  const failures = loading.failed.filter((failure) => reads.some((read) => pageDataKey(read) === failure.key));
  if (failures.some(({ status }) => status < 400 || status >= 500)) return undefined;
  return servedHead(
    addressed,
    reads.map(pageDataKey).map((key) => (key in data ? data[key] : headOnly[key])),
  );
}

const newLoading = (url: string, options: RenderOptions): Loading => ({
  options,
  locale: localeOfPath(new URL(url, 'http://localhost').pathname),
  failed: [],
  notFound: new Map(),
  unavailable: new Set(),
});

/**
 * The head of the page at `url` without its body: for a page the proxy serves without rendering it (a render
 * refused, or one that failed). Undefined when its reads failed (the CMS down).
 */
export function renderHead(url: string, options: RenderOptions): Promise<ServedHead | undefined> {
  return loadPage(addressedPage(url), {}, {}, newLoading(url, options));
}

/** The sitemap's addresses from the page table (English app paths; the proxy adds the Hindi ones). */
export function sitemap(options: RenderOptions): Promise<SitemapEntry[]> {
  return contexts.run({ transport: options.fetch, locale: 'en' }, () => sitemapEntries((path) => apiFetch(path)));
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const data: ServerData = {};
  const headOnly: ServerData = {};
  const loading = newLoading(url, options);
  const { failed, notFound, unavailable, locale } = loading;
  const notFoundMessages = (): ServerNotFound => Object.fromEntries([...notFound].map(([key, error]) => [key, error.message]));
  // What the page table says the page reads, before the first render: most pages then render once.
  const head = await loadPage(addressedPage(url), data, headOnly, loading);
  // A page that lives at another address is answered with a redirect: nothing to render.
  if (head?.movedTo) return { html: '', data: {}, failed, notFound: {}, head };
  // What the screen asks for beyond its table entry: a head-only answer already loaded is used as it is.
  const load = (wanted: Array<[string, Fetcher]>) =>
    loadInto(
      data,
      wanted.map(([key, fetcher]): [string, Fetcher] => [key, key in headOnly ? () => headOnly[key] : fetcher]),
      loading,
    );
  for (let renders = 1; ; renders++) {
    const missing = new Map<string, Fetcher>();
    const html = await renderOnce(url, locale, { known: data, notFound }, missing, deadline);
    const wanted = [...missing].filter(([key]) => !unavailable.has(key));
    // A page's code loads on its first render in this process (React.lazy): that render leaves its boundary
    // for a script to fill, which a reader without JavaScript never runs. The next render has the code.
    const complete = !hasPendingBoundary(html);
    if (wanted.length === 0 && complete) return { html, data, failed, notFound: notFoundMessages(), head };
    if (renders === MAX_RENDERS) {
      if (!complete) throw new Error(`Server render of ${url} still suspended after ${MAX_RENDERS} renders`);
      return { html, data, failed, notFound: notFoundMessages(), head };
    }
    await load(wanted);
  }
}
