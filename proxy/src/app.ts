import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.js';
import { createLogger, type Logger } from './lib/logger.js';
import { StrapiClient } from './strapi/client.js';
import { ResponseCache } from './http/response-cache.js';
import { errorHandler } from './http/error-handler.js';
import { HttpError, notFound } from './http/errors.js';
import { streamUploads } from './http/uploads.js';
import { serveWebApp } from './http/web-app.js';
import { analyticsCspSources } from './http/analytics.js';
import { publicRoutes } from './routes/public.js';
import { ViewCounter } from './services/views.js';
import { AiExplainer } from './ai/explainer.js';
import { createGeminiGenerator } from './ai/gemini.js';
import { aiRoutes } from './routes/ai.js';
import { authRoutes } from './routes/auth.js';
import { adminRoutes } from './routes/admin.js';

export interface ProxyApp {
  /** The Node request handler: the cache fast path first, then Express. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  express: express.Express;
  cache: ResponseCache;
  views: ViewCounter;
  cms: StrapiClient;
  logger: Logger;
  /** Flushes pending view counts; call on shutdown. */
  close: () => Promise<void>;
}

/** Builds the proxy. Listening happens elsewhere (server.ts), so tests run it in-process on any port. */
export function createApp(config: Config, logger: Logger = createLogger(config.logLevel)): ProxyApp {
  const cms = new StrapiClient({ baseUrl: config.strapiUrl, token: config.proxyApiToken, timeoutMs: config.cmsTimeoutMs });
  const cache = new ResponseCache(config.cache);
  const views = new ViewCounter(cms, config.viewFlushMs, (error) => logger.warn({ err: error }, 'could not send view counts'));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.production ? 1 : false);
  app.set('query parser', 'simple');

  // One compact line per request that reaches Express (cache hits are answered before it, uncounted here).
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  const analyticsHosts = analyticsCspSources(config); // none unless analytics is configured
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...analyticsHosts.script],
          'img-src': ["'self'", 'data:', 'blob:', ...analyticsHosts.img],
          'connect-src': ["'self'", ...analyticsHosts.connect],
          'upgrade-insecure-requests': config.production ? [] : null,
        },
      },
      hsts: config.production,
    }),
  );
  app.use(
    compression({ filter: (req: Request, res) => !res.locals.precompressed && compression.filter(req, res) }),
  );
  app.use(
    '/api',
    cors({
      origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
      credentials: true,
    }),
  );
  app.use('/api', refuseForeignOriginWrites(config));
  // The administrator's session cookie (routes/auth.ts).
  app.use('/api', cookieParser());

  app.get('/healthz', async (_req, res) => {
    const cmsUp = await cms.ping();
    res.json({ status: 'ok', cms: cmsUp ? 'reachable' : 'unreachable', cache: { entries: cache.size, hits: cache.hits, misses: cache.misses } });
  });

  // Strapi's webhook (cms/src/bootstrap/purge-webhook.ts): an edit in Strapi's admin panel shows at once.
  app.post('/internal/cache/purge', (req, res) => {
    if (!sameSecret(req.get('x-webhook-secret'), config.webhookSecret)) {
      res.status(401).json({ message: 'Unknown webhook secret' });
      return;
    }
    cache.purge();
    res.status(204).end();
  });

  app.use('/api', publicRoutes({ cms, cache, views }));
  const explainer = new AiExplainer(cms, config.gemini && createGeminiGenerator(config.gemini), config.gemini?.model ?? '', (error) =>
    logger.warn({ err: error }, 'AI explanation failed'),
  );
  app.use('/api', aiRoutes(explainer, { perMinute: config.aiRateLimitPerMinute }));
  app.use('/api', authRoutes({ cms, production: config.production, loginLimits: config.loginLimits }));
  // After the public routes: /exam-patterns/{id} must not shadow /exam-patterns/all and friends.
  app.use('/api', adminRoutes({ cms, cache, production: config.production }));
  app.use('/api', (_req, _res, next) => next(notFound('Unknown API endpoint')));

  app.get('/uploads/{*file}', streamUploads(config.strapiUrl));

  serveWebApp(app, { config, cms, cache, logger });
  app.use(errorHandler(logger));

  return {
    handle: (req, res) => {
      if (!cache.tryServe(req, res)) app(req as Request, res as express.Response);
    },
    express: app,
    cache,
    views,
    cms,
    logger,
    close: async () => {
      await views.close();
      await cms.close();
    },
  };
}

/** Unsafe methods must come from this site or an origin listed in CORS_ORIGINS (a CSRF guard). */
function refuseForeignOriginWrites(config: Config): express.RequestHandler {
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    if (!origin) return next();
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin === ownOrigin || origin === config.publicSiteUrl || config.corsOrigins.includes(origin)) return next();
    next(new HttpError(403, 'Cross-site request refused'));
  };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
