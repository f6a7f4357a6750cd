import type { Readable } from 'node:stream';
import qs from 'qs';
import { Agent, FormData, request } from 'undici';
import { badRequest, CmsUnavailableError, HttpError } from '#src/lib/errors.js';

/** What a write through the proxy was answered by Strapi (StrapiClient's observingWrites). */
export interface AcceptedWrite {
  method: string;
  /** The REST path under /api, e.g. `/exam-patterns/abc123`. */
  path: string;
  /** Strapi's parsed answer; undefined for 204 or an answer that could not be read. */
  answer: unknown;
}

/** The shape of Strapi 5 REST list answers. */
export interface StrapiList<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface StrapiClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** Calls made with a signed-in administrator's JWT: Strapi's 401/403 are then about that session. */
  onBehalfOfUser?: boolean;
  /** Told about outages and failed calls (the proxy's log and metrics). */
  observer?: CmsObserver;
  /** Told about every write Strapi accepted (2xx), with its answer: admin writes purge the cache after one. */
  onWriteAccepted?: (write: AcceptedWrite) => void;
}

/** Why a call to Strapi failed, as counted in the proxy's metrics. Refusals of bad input are not failures. */
export type CmsFailure = 'unreachable' | 'server_error' | 'bad_answer' | 'token_refused';

export interface CmsObserver {
  /** The first call that could not reach Strapi (down, starting, timing out), once per outage. */
  unreachable?: (baseUrl: string, reason: string) => void;
  /** The first call that reached Strapi again after an outage. */
  reachableAgain?: (baseUrl: string) => void;
  /** Every failed call. */
  failed?: (failure: CmsFailure) => void;
}

/** What a client and its forUser() copies share: the connections and whether Strapi was last reachable. */
interface SharedState {
  agent: Agent;
  reachable: boolean;
}

/** A file for Strapi's upload plugin (already checked by the proxy). */
export interface UploadFile {
  buffer: Buffer;
  fileName: string;
  mimeType: string;
}

/** What Strapi's upload plugin answers for a stored file. */
export interface StrapiUploadedFile {
  id: number;
  url: string;
}

/** Signed-in administrators whose JWT Strapi refused (expired, forged, deleted user). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Strapi's REST maxLimit (cms/config/api.ts). Lists larger than this are paged through in parallel. */
export const STRAPI_MAX_PAGE_SIZE = 1000;

/**
 * The one place that talks to Strapi's REST API. Queries are built with qs (Strapi's own format) and every
 * failure becomes an HttpError: unreachable → 503, Strapi's 404 → 404, anything else Strapi refuses → 502.
 */
export class StrapiClient {
  private readonly shared: SharedState;

  constructor(
    private readonly options: StrapiClientOptions,
    shared?: SharedState,
  ) {
    // Keep-alive connections to Strapi; undici's request() costs less per call than fetch() on a cache miss.
    this.shared = shared ?? { agent: new Agent({ keepAliveTimeout: 30_000, connections: 64 }), reachable: true };
  }

  /** The same client acting with an administrator's JWT (their own permissions), sharing the connections. */
  forUser(jwt: string): StrapiClient {
    return new StrapiClient({ ...this.options, token: jwt, onBehalfOfUser: true }, this.shared);
  }

  /** The same client, telling `listener` about each write Strapi accepts (see admin-route.ts). */
  observingWrites(listener: (write: AcceptedWrite) => void): StrapiClient {
    return new StrapiClient({ ...this.options, onWriteAccepted: listener }, this.shared);
  }

  async get<T>(path: string, query: object = {}, token = this.options.token): Promise<T> {
    return this.request<T>('GET', path, { query, token });
  }

  async post<T>(path: string, body: unknown, token = this.options.token): Promise<T> {
    return this.request<T>('POST', path, { body, token });
  }

  async put<T>(path: string, body: unknown, token = this.options.token): Promise<T> {
    return this.request<T>('PUT', path, { body, token });
  }

  /** Strapi answers deletes of documents with 204 (undefined here) and of upload files with the file. */
  async delete<T = undefined>(path: string, token = this.options.token): Promise<T> {
    return this.request<T>('DELETE', path, { token });
  }

  /** Stores files through Strapi's upload plugin (POST /api/upload), in the order given. */
  async upload(files: UploadFile[], token = this.options.token): Promise<StrapiUploadedFile[]> {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.buffer], { type: file.mimeType }), file.fileName);
    return this.request<StrapiUploadedFile[]>('POST', '/upload', { form, token });
  }

  /**
   * Posts a streamed body (a bulk import's NDJSON) in one request; `timeoutMs` for a write that takes a while.
   * A failure of the body's own source is passed on as it is (it says nothing about Strapi).
   */
  async postStream<T>(path: string, body: Readable, contentType: string, timeoutMs = this.options.timeoutMs): Promise<T> {
    return this.request<T>('POST', path, { stream: { body, contentType }, token: this.options.token, timeoutMs });
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

  /** False from a call that could not reach Strapi until the next call that does. */
  get reachable(): boolean {
    return this.shared.reachable;
  }

  /** Is Strapi up? Used by /healthz. */
  async ping(): Promise<boolean> {
    try {
      const { statusCode, body } = await request(`${this.options.baseUrl}/_health`, {
        dispatcher: this.shared.agent,
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
    await this.shared.agent.close();
  }

  /** The full REST URL for a path and query (also used by the benchmark to ask Strapi the same thing). */
  url(path: string, query?: object): string {
    const search = query ? qs.stringify(query, { encodeValuesOnly: true, addQueryPrefix: true }) : '';
    return `${this.options.baseUrl}/api${path}${search}`;
  }

  private async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    path: string,
    init: {
      query?: object;
      body?: unknown;
      form?: FormData;
      stream?: { body: Readable; contentType: string };
      token: string;
      timeoutMs?: number;
    },
  ): Promise<T> {
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(this.url(path, init.query), {
        method,
        dispatcher: this.shared.agent,
        headers: {
          authorization: `Bearer ${init.token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.stream ? { 'content-type': init.stream.contentType } : {}),
        },
        // A FormData body sets its own multipart content-type and boundary.
        body: init.stream?.body ?? init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        headersTimeout: init.timeoutMs ?? this.options.timeoutMs,
        bodyTimeout: init.timeoutMs ?? this.options.timeoutMs,
      });
    } catch (error) {
      if (init.stream?.body.errored) throw init.stream.body.errored;
      this.markUnreachable(error);
      throw new CmsUnavailableError();
    }
    this.markReachable();
    const { statusCode, body } = answer;
    const accepted = (saved: unknown) => {
      if (method !== 'GET') this.options.onWriteAccepted?.({ method, path, answer: saved });
    };
    if (statusCode === 204) {
      await body.dump();
      accepted(undefined);
      return undefined as T;
    }
    if (statusCode >= 200 && statusCode < 300) {
      let parsed: T;
      try {
        parsed = (await body.json()) as T;
      } catch {
        accepted(undefined); // saved all the same, whatever the answer
        this.options.observer?.failed?.('bad_answer');
        throw new CmsUnavailableError();
      }
      accepted(parsed);
      return parsed;
    }

    const { message: detail, uniqueField } = await readStrapiError(body);
    if (statusCode === 404) throw new HttpError(404, detail ?? 'Not found');
    if (statusCode >= 500) {
      this.options.observer?.failed?.('server_error');
      throw new CmsUnavailableError();
    }
    // A state the CMS refuses to repeat (a mock test attempt submitted twice).
    if (statusCode === 409) throw new HttpError(409, detail ?? 'This was already done');
    // Two writes racing past the proxy's own duplicate check: Strapi's unique constraint has the last word.
    if (statusCode === 400 && uniqueField) throw new HttpError(409, `This ${uniqueField.replace(/_/g, ' ')} is already in use`);
    if (statusCode === 400) throw badRequest(detail ?? 'Invalid request');
    if (this.options.onBehalfOfUser && statusCode === 401) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    if (this.options.onBehalfOfUser && statusCode === 403) throw new HttpError(403, 'Only administrators can do this.');
    if (statusCode === 413) throw new HttpError(413, 'Image size should be less than 5MB');
    if (statusCode === 401 || statusCode === 403) {
      // The proxy's own credentials were refused: a set-up problem, not the visitor's fault.
      this.options.observer?.failed?.('token_refused');
      throw new HttpError(503, 'The content service refused the proxy. Check PROXY_API_TOKEN.');
    }
    this.options.observer?.failed?.('bad_answer');
    throw new HttpError(502, detail ?? 'The content service returned an unexpected answer.');
  }

  /** One warning per outage, not one per request: a CMS that is starting or restarting is expected. */
  private markUnreachable(error: unknown) {
    this.options.observer?.failed?.('unreachable');
    if (!this.shared.reachable) return;
    this.shared.reachable = false;
    this.options.observer?.unreachable?.(this.options.baseUrl, describeConnectionError(error));
  }

  private markReachable() {
    if (this.shared.reachable) return;
    this.shared.reachable = true;
    this.options.observer?.reachableAgain?.(this.options.baseUrl);
  }
}

/** A short reason for a failed connection: the system error code (ECONNREFUSED...) or undici's error name. */
function describeConnectionError(error: unknown): string {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  if (cause?.code) return cause.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

interface StrapiErrorBody {
  error?: { message?: string; details?: { errors?: Array<{ path?: string[]; message?: string }> } };
}

async function readStrapiError(body: { json: () => Promise<unknown> }): Promise<{ message?: string; uniqueField?: string }> {
  try {
    const { error } = (await body.json()) as StrapiErrorBody;
    const unique = error?.details?.errors?.find((issue) => /must be unique/i.test(issue.message ?? ''));
    return { message: error?.message, uniqueField: unique?.path?.join('.') };
  } catch {
    return {};
  }
}
