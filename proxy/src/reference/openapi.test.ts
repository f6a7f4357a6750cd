import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@exam-prep/contract/routes';
import { loadConfig } from '#src/config.js';
import { createApp, type ProxyApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { listen } from '#test/helpers/stack.js';
import { checkAnswersOf } from '#test/helpers/contract-check.js';

/**
 * GET /api/openapi.json and /api/reference: the document has the shape of OpenAPI 3.1, and the route table it is
 * made from lists exactly the /api routes the Express app registers (a new route without a schema fails here).
 * No CMS is needed: both answers come from the contract alone.
 */

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** 'GET /api/questions/id/{id}' for every route of the app's router, mounted routers included. */
function registeredRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const routePath = `${prefix}${layer.route.path}`.replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${routePath}`);
    }
    return layer.handle.stack ? registeredRoutes(layer.handle.stack, `${prefix}${layer.rawPath ?? ''}`) : [];
  });
}

type Json = Record<string, unknown>;

/** Every `$ref` anywhere in a JSON value. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)))
      : [];

describe('the API description', () => {
  let proxy: ProxyApp;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-openapi-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>ExamPrep</title></head><body></body></html>');
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      STRAPI_URL: 'http://127.0.0.1:9',
      PROXY_API_TOKEN: 'a'.repeat(40),
      WEBHOOK_SECRET: 'b'.repeat(40),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
    });
    proxy = createApp(config, createLogger('silent'));
    server = http.createServer(proxy.handle);
    url = await listen(server);
    checkAnswersOf(url);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the route table lists exactly the /api routes the app registers', () => {
    const described = operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    // A HEAD route of its own (a paper's, which draws no attempt) answers its GET's headers: HTTP's, not a call of its own.
    const ownHead = (route: string) => route.startsWith('HEAD ') && described.includes(`GET ${route.slice(5)}`);
    const all = registeredRoutes((proxy.express as unknown as { router: { stack: Layer[] } }).router.stack).filter((route) =>
      / \/api\//.test(route),
    );
    expect(all.some(ownHead)).toBe(true);
    const registered = all.filter((route) => !ownHead(route));
    expect(new Set(registered).size).toBeGreaterThan(40);
    expect([...new Set(registered)].sort()).toEqual([...described].sort());
  });

  it('is an OpenAPI 3.1 document of every call, admin calls needing the session cookie', async () => {
    const response = await fetch(`${url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const document = (await response.json()) as Json & {
      paths: Record<string, Record<string, Json>>;
      components: { schemas: Json; securitySchemes: Json };
    };

    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'examprep_session' }),
    );

    const ids = new Set<string>();
    for (const [template, methods] of Object.entries(document.paths)) {
      expect(template).toMatch(/^\/api\//);
      const inTemplate = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        const described = operations.find((candidate) => candidate.path === template && candidate.method === method)!;
        expect(described, `${method} ${template}`).toBeDefined();
        expect(ids.has(operation.operationId as string)).toBe(false);
        ids.add(operation.operationId as string);
        const parameters = (operation.parameters as Array<{ name: string; in: string; required: boolean; schema: Json }> | undefined) ?? [];
        expect(
          parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => parameter.name)
            .sort(),
        ).toEqual([...inTemplate].sort());
        for (const parameter of parameters) {
          expect(['path', 'query', 'header']).toContain(parameter.in);
          expect(parameter.schema).toBeTypeOf('object');
          if (parameter.in === 'path') expect(parameter.required).toBe(true);
        }
        const responses = operation.responses as Record<string, { description: string; content?: Json }>;
        expect(Object.keys(responses).length).toBeGreaterThan(0);
        for (const [status, answer] of Object.entries(responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(answer.description).toBeTypeOf('string');
        }
        if (described.auth === 'session' || described.auth === 'student') {
          expect(operation.security, `${method} ${template}`).toEqual([{ [described.auth]: [] }]);
          expect(responses['401']).toBeDefined();
        } else expect(operation.security).toBeUndefined();
      }
    }
    expect(ids.size).toBe(operations.length);
    for (const ref of new Set(refsIn(document))) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
  });

  it('has a readable reference page: every call, escaped, no scripts', async () => {
    const response = await fetch(`${url}/api/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script/i);
    for (const operation of operations) expect(html).toContain(`<code>${operation.path}</code>`);
    expect(html).toContain('<span class="badge">session</span>');
    // Values arrive escaped, never as markup: the enumerations' quotes, for one.
    expect(html).toContain('&quot;Post Graduate&quot;');
    expect(html).not.toContain('"Post Graduate"');
  });
});
