import type { z } from 'zod';
import { PUBLIC_OPERATION_PATHS, type PublicOperationId } from './paths.js';

/** The shape of one /api/* call in the route table (../routes.ts), the error statuses and the builders its entries share. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Answer {
  description: string;
  /** The JSON body; absent for answers that are not JSON (see contentType). */
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: 'application/json' | 'text/event-stream' | 'text/html';
  /** A file to download instead of JSON (an export): the media types it may come in. */
  fileTypes?: string[];
  /** Events of a text/event-stream answer, by event name. */
  events?: Record<string, z.ZodType>;
  /** Response headers the answer may carry (a page's totals), by name. */
  headers?: Record<string, AnswerHeader>;
}

export interface AnswerHeader {
  description: string;
  schema: z.ZodType;
  /** Default true: sent with every such answer. */
  required?: boolean;
}

export interface Operation {
  /** A stable name (OpenAPI operationId). */
  id: string;
  method: Method;
  /** '/api/questions/id/{id}' */
  path: string;
  tag:
    | 'Catalogue'
    | 'Questions'
    | 'Exam patterns'
    | 'Cheatsheets'
    | 'Mock tests'
    | 'Translations'
    | 'Search'
    | 'AI explanations'
    | 'Session'
    | 'Reference'
    | 'Students'
    | 'Reports'
    | 'FAQs'
    | 'Programming'
    | 'Uploads';
  summary: string;
  /** 'session': an administrator's session cookie is needed (401 without one); 'student': a student's (examprep_student). */
  auth: 'none' | 'session' | 'student';
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the call reads (lower-case names). */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Body encodings accepted (default JSON). */
  bodyTypes?: Array<'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data'>;
  /** Success answers by status. Errors: see errorStatuses; every error body is errorBody. */
  responses: Record<number, Answer>;
  /** Error statuses this call answers with beyond those of every call (400 odd address, 500, 503). */
  errorStatuses: number[];
  /** Error answers whose body says more than errorBody (an import's 400 lists the bad rows), by status. */
  errorAnswers?: Record<number, z.ZodType>;
}

/** Statuses any /api call can answer with: an odd address or query (400, 414), a failure (500), the CMS down (503). */
export const COMMON_ERROR_STATUSES = [400, 414, 500, 503];

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Not signed in, or the session has ended',
  403: 'Refused (a cross-site write, a blocked or non-administrator account)',
  404: 'Not found',
  409: 'A name or slug that is already used, or a delete that would orphan content',
  413: 'Too large (the body, or a picture over 5 MB or 40 megapixels)',
  414: 'The address is too long',
  415: 'A file that is not a PNG, JPEG, WebP or GIF picture',
  429: 'Too many requests: wait and try again',
  500: 'Something went wrong on the server',
  502: 'The content service gave an unexpected answer',
  503: 'The content service is unavailable right now',
};

const json = (description: string, schema: z.ZodType): Answer => ({ description, schema });
export const ok = (schema: z.ZodType, description = 'OK') => ({ 200: json(description, schema) });
/** A bare list that may be one page: the totals of a page travel in `headers`. */
export const okList = (schema: z.ZodType, description: string, headers: Record<string, AnswerHeader>) => ({
  200: { ...json(description, schema), headers },
});
export const created = (schema: z.ZodType) => ({ 201: json('Created', schema) });

/** A public read: its path is the one PUBLIC_OPERATION_PATHS gives its id. */
export const publicGet = (
  id: PublicOperationId,
  tag: Operation['tag'],
  summary: string,
  schema: z.ZodType,
  more: Partial<Operation> = {},
): Operation => ({
  id,
  method: 'get',
  path: PUBLIC_OPERATION_PATHS[id],
  tag,
  summary,
  auth: 'none',
  responses: ok(schema),
  errorStatuses: [],
  ...more,
});

export const admin = (
  id: string,
  method: Method,
  path: string,
  tag: Operation['tag'],
  summary: string,
  responses: Record<number, Answer>,
  more: Partial<Operation> = {},
): Operation => ({
  id,
  method,
  path,
  tag,
  summary,
  auth: 'session',
  responses,
  // Writes also refuse a foreign Origin (403); every call needs a live session (401).
  errorStatuses: method === 'get' ? [401] : [401, 403, 413],
  ...more,
});
