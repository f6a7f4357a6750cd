import qs from 'qs';
import { Agent, request } from 'undici';
import { CmsUnavailableError, HttpError } from '../http/errors.js';

/** The shape of Strapi 5 REST list answers. */
export interface StrapiList<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface StrapiClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

/** Strapi's REST maxLimit (cms/config/api.ts). Lists larger than this are paged through in parallel. */
export const STRAPI_MAX_PAGE_SIZE = 1000;

/**
 * The one place that talks to Strapi's REST API. Queries are built with qs (Strapi's own format) and every
 * failure becomes an HttpError: unreachable → 503, Strapi's 404 → 404, anything else Strapi refuses → 502.
 */
export class StrapiClient {
  /** Keep-alive connections to Strapi; undici's request() costs less per call than fetch() on a cache miss. */
  private readonly agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });

  constructor(private readonly options: StrapiClientOptions) {}

  async get<T>(path: string, query: object = {}, token = this.options.token): Promise<T> {
    return this.request<T>('GET', path, { query, token });
  }

  async post<T>(path: string, body: unknown, token = this.options.token): Promise<T> {
    return this.request<T>('POST', path, { body, token });
  }

  /** Every row of a collection: one round trip when it fits in one page (the usual case). */
  async getAll<T>(path: string, query: Record<string, unknown> = {}): Promise<T[]> {
    const first = await this.get<StrapiList<T>>(path, { ...query, pagination: { page: 1, pageSize: STRAPI_MAX_PAGE_SIZE } });
    const { pageCount } = first.meta.pagination;
    if (pageCount <= 1) return first.data;
    const rest = await Promise.all(
      Array.from({ length: pageCount - 1 }, (_, index) =>
        this.get<StrapiList<T>>(path, { ...query, pagination: { page: index + 2, pageSize: STRAPI_MAX_PAGE_SIZE } }),
      ),
    );
    return first.data.concat(...rest.map((page) => page.data));
  }

  /** Is Strapi up? Used by /healthz. */
  async ping(): Promise<boolean> {
    try {
      const { statusCode, body } = await request(`${this.options.baseUrl}/_health`, {
        dispatcher: this.agent,
        headersTimeout: 2000,
        bodyTimeout: 2000,
      });
      await body.dump();
      return statusCode < 500;
    } catch {
      return false;
    }
  }

  async close() {
    await this.agent.close();
  }

  /** The full REST URL for a path and query (also used by the benchmark to ask Strapi the same thing). */
  url(path: string, query?: object): string {
    const search = query ? qs.stringify(query, { encodeValuesOnly: true, addQueryPrefix: true }) : '';
    return `${this.options.baseUrl}/api${path}${search}`;
  }

  private async request<T>(method: 'GET' | 'POST', path: string, init: { query?: object; body?: unknown; token: string }): Promise<T> {
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(this.url(path, init.query), {
        method,
        dispatcher: this.agent,
        headers: {
          authorization: `Bearer ${init.token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
    } catch {
      throw new CmsUnavailableError();
    }
    const { statusCode, body } = answer;
    if (statusCode >= 200 && statusCode < 300) {
      try {
        return (await body.json()) as T;
      } catch {
        throw new CmsUnavailableError();
      }
    }

    const detail = await readStrapiError(body);
    if (statusCode === 404) throw new HttpError(404, detail ?? 'Not found');
    if (statusCode >= 500) throw new CmsUnavailableError();
    if (statusCode === 400) throw new HttpError(400, detail ?? 'Invalid request');
    if (statusCode === 401 || statusCode === 403) {
      // The proxy's own credentials were refused: a set-up problem, not the visitor's fault.
      throw new HttpError(503, 'The content service refused the proxy. Check PROXY_API_TOKEN.');
    }
    throw new HttpError(502, detail ?? 'The content service returned an unexpected answer.');
  }
}

async function readStrapiError(body: { json: () => Promise<unknown> }): Promise<string | undefined> {
  try {
    const parsed = (await body.json()) as { error?: { message?: string } };
    return parsed.error?.message;
  } catch {
    return undefined;
  }
}
