import qs from 'qs';
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
      const response = await fetch(`${this.options.baseUrl}/_health`, { signal: AbortSignal.timeout(2000) });
      return response.status < 500;
    } catch {
      return false;
    }
  }

  /** The full REST URL for a path and query (also used by the benchmark to ask Strapi the same thing). */
  url(path: string, query?: object): string {
    const search = query ? qs.stringify(query, { encodeValuesOnly: true, addQueryPrefix: true }) : '';
    return `${this.options.baseUrl}/api${path}${search}`;
  }

  private async request<T>(method: string, path: string, init: { query?: object; body?: unknown; token: string }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.url(path, init.query), {
        method,
        headers: {
          authorization: `Bearer ${init.token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new CmsUnavailableError();
    }
    if (response.ok) return (await response.json()) as T;

    const detail = await readStrapiError(response);
    if (response.status === 404) throw new HttpError(404, detail ?? 'Not found');
    if (response.status >= 500) throw new CmsUnavailableError();
    if (response.status === 400) throw new HttpError(400, detail ?? 'Invalid request');
    if (response.status === 401 || response.status === 403) {
      // The proxy's own credentials were refused: a set-up problem, not the visitor's fault.
      throw new HttpError(503, 'The content service refused the proxy. Check PROXY_API_TOKEN.');
    }
    throw new HttpError(502, detail ?? 'The content service returned an unexpected answer.');
  }
}

async function readStrapiError(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message;
  } catch {
    return undefined;
  }
}
