import { studentAccountRoutes, studentProfileFastPath } from '#src/students/routes.js';
import { ProfileCache } from '#src/students/profile-cache.js';
import { studentProgressRoutes } from '#src/student-progress/routes.js';
import { Leaderboards } from '#src/mock-tests/leaderboard.js';
import { createMailer } from '#src/mail/mailer.js';
import { studentAdminRoutes } from '#src/student-admin/routes.js';
import { reportRoutes } from '#src/reports/routes.js';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.js';
import { createLogger, type Logger } from './lib/logger.js';
import { StrapiClient } from './strapi/client.js';
import { ResponseCache } from './http/response-cache.js';
import { headersSetBy, PublicReads } from './http/public-reads.js';
import { causeOfWebhook, readWebhookBody } from './http/purge-record.js';
import { errorHandler } from './http/error-handler.js';
import { CmsUnavailableError, notFound } from './lib/errors.js';
import { ProxyMetrics } from './http/metrics.js';
import { streamUploads } from './http/uploads.js';
import { isOddApiAddress, refuseOddRequests, refuseUnknownMethods } from './http/odd-requests.js';
import { allowListedOrigins, refuseCrossSiteWrites } from './http/cross-origin.js';
import { serveWebApp } from './web-app/routes.js';
import { analyticsCspSources } from './http/analytics.js';
import { allowPreviewFraming, type CspDirectives } from './http/preview-framing.js';
import { contentRoutes } from './content/public-routes.js';
import { contentAdminRoutes } from './content/admin-routes.js';
import { faqAdminRoutes, faqRoutes } from './faqs/routes.js';
import { programmingAdminRoutes, programmingRoutes } from './programming/routes.js';
import { uploadRoutes } from './upload/routes.js';
import { questionRoutes } from './questions/public-routes.js';
import { questionAdminRoutes } from './questions/admin-routes.js';
import { mockTestAdminRoutes } from './mock-tests/admin-routes.js';
import { translationAdminRoutes } from './translations/admin-routes.js';
import { ViewCounter } from './content/views.js';
import { AiExplainer } from './ai/explainer.js';
import { createGeminiGenerator } from './ai/gemini.js';
import { aiRoutes } from './ai/routes.js';
import { mockTestRoutes } from './mock-tests/public-routes.js';
import { QuestionSampler } from './questions/question-sample.js';
import { ScoringMemory } from './mock-tests/mock-test-keys.js';
import { mockTestKeys } from './mock-tests/mock-test-ids.js';
import { authRoutes } from './auth/routes.js';
import { questionImportRoutes } from './import/routes.js';
import { referenceRoutes } from './reference/routes.js';
import { searchPageRateLimit, searchRoutes } from './search/routes.js';
import { createSharedState } from './shared/shared-state.js';
import { APP_LOADER_CSP_SOURCE } from './web-app/page-html.js';

export interface ProxyApp {
  /** The Node request handler: the cache fast path first, then Express. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  express: express.Express;
  cache: ResponseCache;
  views: ViewCounter;
  cms: StrapiClient;
  logger: Logger;
  /** Saves pending view counts (retrying briefly while the CMS does not answer); call on shutdown. */
  close: () => Promise<void>;
}

/** How often a proxy among several reads back the saved view counts of the detail pages viewed on it. */
const VIEW_COUNT_REFRESH_MS = 2000;

/** Builds the proxy. Listening happens elsewhere (server.ts), so tests run it in-process on any port. */
export function createApp(config: Config, logger: Logger = createLogger(config.logLevel)): ProxyApp {
  const cms = new StrapiClient({
    baseUrl: config.strapiUrl,
    token: config.proxyApiToken,
    timeoutMs: config.cmsTimeoutMs,
    // One line per outage (a CMS that is starting or restarting), not a stack trace per request.
    observer: {
      unreachable: (url, reason) =>
        logger.warn(`CMS not reachable at ${url} (${reason}); answering from the cache (STALE) or with 503 until it is`),
      reachableAgain: (url) => logger.info(`CMS reachable again at ${url}`),
      failed: (failure) => metrics.cmsFailed(failure),
    },
  });
  const cache = new ResponseCache(config.cache);
  // Purges, rate limits and the AI single-flight: through Redis when REDIS_URL is set, else in memory.
  const shared = createSharedState(config.redis, cache, logger);
  const metrics = new ProxyMetrics(cache, cms, config.cache.maxEntries);
  const views = new ViewCounter(
    cms,
    config.viewFlushMs,
    (error) => {
      if (!(error instanceof CmsUnavailableError)) logger.warn({ err: error }, 'could not send view counts');
    },
    // Several proxies (REDIS_URL): detail pages also show the views counted by the others, read back from Strapi.
    { refreshStoredMs: config.redis ? VIEW_COUNT_REFRESH_MS : undefined },
  );

  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: nobody by default, so a direct client's X-Forwarded-For cannot pick its IP (sign-in limits).
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(metrics.recordRequests());
  // One compact line per request that reaches Express (cache hits are answered before it, uncounted here).
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
      // No stack trace on a 5xx request line: the error middleware logs real bugs with theirs, and an
      // unreachable CMS is reported once by the client.
      customErrorObject: (_req, _res, _error, logged) => ({ res: logged.res, responseTime: logged.responseTime }),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  const analyticsHosts = analyticsCspSources(config); // none unless analytics is configured
  const cspDirectives: CspDirectives = {
    // The one inline script: the loader that starts a server-rendered page's app after its first paint.
    'script-src': ["'self'", APP_LOADER_CSP_SOURCE, ...analyticsHosts.script],
    'img-src': ["'self'", 'data:', 'blob:', ...analyticsHosts.img],
    'connect-src': ["'self'", ...analyticsHosts.connect],
    // The service worker (/sw.js) and the web app manifests, from the site itself only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': config.production ? [] : null,
  };
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: cspDirectives }, hsts: config.production });
  app.use(securityHeaders);
  // The public reads by operation id: their HTTP routes below, and the server render's calls in process.
  const reads = new PublicReads(cache, headersSetBy(securityHeaders));
  // A page opened by Strapi's preview (?preview=1) may be framed by the admin panel; nothing else changes.
  app.use(allowPreviewFraming(config.cmsPanelOrigin, cspDirectives));
  app.use(compression({ filter: (req: Request, res) => !res.locals.precompressed && compression.filter(req, res) }));
  // TRACE, PROPFIND and other methods no route serves: a JSON 405 with `Allow`, not Express's HTML page.
  app.use(refuseUnknownMethods());
  // CORS for CORS_ORIGINS only; no CORS header at all for other requests.
  app.use('/api', allowListedOrigins(config));
  // Malformed, overlong or traversing addresses: a JSON 4xx before any route passes them on to Strapi.
  app.use('/api', refuseOddRequests());
  // A CSRF guard: writes from another site's page are refused (Origin, else Sec-Fetch-Site or Referer).
  app.use('/api', refuseCrossSiteWrites(config));
  // The administrator's session cookie (auth/routes.ts).
  app.use('/api', cookieParser());

  app.get('/healthz', async (_req, res) => {
    const [cmsUp, redis] = await Promise.all([cms.ping(), shared.redisHealth()]);
    res.json({
      status: 'ok',
      cms: cmsUp ? 'reachable' : 'unreachable',
      redis,
      cache: { entries: cache.size, hits: cache.hits, misses: cache.misses },
    });
  });

  // Prometheus metrics; the entry (Caddy) does not route /metrics, and METRICS_TOKEN can require a token.
  app.get('/metrics', metrics.serve(config.metricsToken));

  // Strapi's webhook (cms/src/bootstrap/purge-webhook.ts): an edit in Strapi's admin panel shows at once. The
  // entry it names lets the cache skip the purge when a write through a proxy already purged for it.
  app.post('/internal/cache/purge', async (req, res) => {
    if (!sameSecret(req.get('x-webhook-secret'), config.webhookSecret)) {
      res.status(401).json({ message: 'Unknown webhook secret' });
      return;
    }
    const cause = causeOfWebhook(await readWebhookBody(req));
    if (cause) cache.purge(cause);
    res.status(204).end();
  });

  // Question lists' ?sample draws and mock tests' blueprints draw from the same cached id lists.
  const sampler = new QuestionSampler();
  // Reports of mistakes in questions (never cached): before the public reads, which own the rest of /api/questions/{id}.
  app.use(
    '/api',
    reportRoutes({ cms, cache, production: config.production, limits: { ...config.reportLimits, storeFor: shared.rateLimitStore } }),
  );
  // The public reads, cached.
  app.use(
    '/api',
    contentRoutes({ cms, reads, views }),
    faqRoutes({ cms, reads, views }),
    programmingRoutes({ cms, reads }),
    questionRoutes({ cms, cache, reads, sampler, listPageSize: config.cmsListPageSize }),
  );
  // Site search: cached like the public reads; searches that reach the CMS are limited per address.
  app.use(
    '/api',
    searchRoutes({ cms, reads, limits: { perMinute: config.searchRateLimitPerMinute, store: shared.rateLimitStore('search') } }),
  );
  // Submissions are scored from answer keys kept between them, read again after any content change.
  const scoringMemory = new ScoringMemory();
  cache.onPurge(() => scoringMemory.forget());
  app.use(
    '/api',
    mockTestRoutes({
      cms,
      reads,
      sampler,
      memory: scoringMemory,
      keys: mockTestKeys(config.proxyApiToken),
      limits: { ...config.mockTestLimits, storeFor: shared.rateLimitStore },
      leaderboards: new Leaderboards(cms),
      production: config.production,
    }),
  );
  const explainer = new AiExplainer(
    cms,
    config.gemini && createGeminiGenerator(config.gemini),
    config.gemini?.model ?? '',
    (error) => logger.warn({ err: error }, 'AI explanation failed'),
    shared.explanationCoordinator,
  );
  app.use('/api', aiRoutes(explainer, { perMinute: config.aiRateLimitPerMinute, store: shared.rateLimitStore('ai') }, reads));
  app.use(
    '/api',
    authRoutes({ cms, production: config.production, loginLimits: { ...config.loginLimits, storeFor: shared.rateLimitStore } }),
  );
  // Student accounts and what they keep (docs/student-accounts.md): a session of their own, never an admin one.
  // Their mails go through SMTP_URL, or to the log without it.
  const mailer = createMailer(config.mail, logger);
  // Each session's profile for a few seconds: GET /api/student/profile is asked on every page view.
  const studentProfiles = new ProfileCache(shared.peers('student-profiles'));
  const studentProfileFast = studentProfileFastPath(studentProfiles, headersSetBy(securityHeaders), config.corsOrigins);
  app.use(
    '/api',
    studentAccountRoutes({
      cms,
      production: config.production,
      publicSiteUrl: config.publicSiteUrl,
      mailer,
      profiles: studentProfiles,
      limits: { ...config.studentLimits, storeFor: shared.rateLimitStore },
    }),
    studentProgressRoutes({ cms, production: config.production }),
  );
  // After the public routes: /exam-patterns/{id} must not shadow /exam-patterns/all and friends.
  const admin = { cms, cache, production: config.production };
  app.use('/api', contentAdminRoutes(admin), questionAdminRoutes(admin), mockTestAdminRoutes(admin), translationAdminRoutes(admin));
  app.use('/api', studentAdminRoutes({ ...admin, profiles: studentProfiles }));
  // FAQs, programming topics and code questions, and the logo upload (JSON bodies up to 8 MB on that route only).
  app.use('/api', faqAdminRoutes(admin), programmingAdminRoutes(admin), uploadRoutes(admin));
  // Bulk import and export of questions: uploads to a temporary file, downloads streamed.
  app.use('/api', questionImportRoutes({ cms, cache, production: config.production, limits: config.importLimits }));
  app.use('/api', referenceRoutes({ publicSiteUrl: config.publicSiteUrl }));
  app.use('/api', (_req, _res, next) => next(notFound('Unknown API endpoint')));

  // A pattern without parameters: the handler decodes the path itself (a malformed one is 404 JSON there).
  app.get(/^\/uploads\//i, streamUploads(config.strapiUrl));

  const webApp = serveWebApp(app, {
    config,
    cms,
    cache,
    reads,
    logger,
    views,
    searchRenderLimit: searchPageRateLimit({ perMinute: config.searchRateLimitPerMinute, store: shared.rateLimitStore('search-page') }),
  });
  app.use(errorHandler(logger));

  return {
    handle: (req, res) => {
      const started = performance.now();
      // An odd address is never answered from the cache (whose key may drop what is odd): it meets refuseOddRequests.
      if (!isOddApiAddress(req.url) && cache.tryServe(req, res)) metrics.answeredFromCache(req, res, started);
      // A signed-in student's profile, seen in the last few seconds (students/routes.ts).
      else if (studentProfileFast(req, res)) metrics.answeredFromCache(req, res, started);
      // A kept server-rendered page, the same way.
      else if (webApp.tryServe(req, res)) metrics.answeredFromCache(req, res, started);
      else app(req as Request, res as express.Response);
    },
    express: app,
    cache,
    views,
    cms,
    logger,
    close: async () => {
      cache.close();
      const unsaved = await views.close();
      if (unsaved > 0) logger.error(`${unsaved} page view(s) could not be saved: the CMS did not answer`);
      await mailer.idle();
      mailer.close();
      await Promise.all([cms.close(), shared.close()]);
    },
  };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
