import { z } from 'zod';
import { errorBody } from './common.js';
import { STUDENT_SESSION_COOKIE } from './student/account.js';
import { operations } from './routes.js';
import { COMMON_ERROR_STATUSES, ERROR_DESCRIPTIONS, type Operation } from './routes/operation.js';

/** The OpenAPI 3.1 document of /api/*, made from the route table with zod's own JSON Schema output. */

export const SESSION_COOKIE_NAME = 'examprep_session';

type JsonSchema = Record<string, unknown>;

/**
 * zod writes references to named schemas as '#/$defs/{id}'; in the document they live in components. Requests
 * ignore unknown fields, so their objects do not forbid additional properties.
 */
function toComponentRefs(value: unknown, openObjects: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => toComponentRefs(item, openObjects));
  if (!value || typeof value !== 'object')
    return typeof value === 'string' && value.startsWith('#/$defs/') ? `#/components/schemas/${value.slice(8)}` : value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(openObjects && key === 'additionalProperties' && inner === false))
      .map(([key, inner]) => [key, toComponentRefs(inner, openObjects)]),
  );
}

/**
 * JSON Schema of a zod schema for the document. Named schemas (`.meta({ id })`) become components, referenced by
 * `#/components/schemas/{id}`. Inputs are described by what they accept once read (io: 'output'): the forms'
 * text-to-number conversions are not JSON Schema.
 */
function converter() {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, isRequest = false): JsonSchema => {
    const io = 'output';
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
    }) as JsonSchema;
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = toComponentRefs(converted, io === 'output' && isRequest) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, definition] of Object.entries($defs ?? {})) components[id] = definition;
    const rootId = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
    if (rootId) {
      // A named root comes back either whole or as a reference to its own definition (in $defs, taken above).
      const { id: _id, ...definition } = rest;
      const reference = `#/components/schemas/${rootId}`;
      if (definition.$ref !== reference) components[rootId] = definition;
      return { $ref: reference };
    }
    return rest;
  };
  return { convert, components };
}

const parametersOf = (operation: Operation, convert: (schema: z.ZodType, isRequest?: boolean) => JsonSchema) => {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', operation.params],
    ['query', operation.query],
    ['header', operation.headers],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const converted = convert(field, true);
      const { description, ...fieldSchema } = converted;
      list.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        ...(typeof description === 'string' ? { description } : {}),
        schema: fieldSchema,
      });
    }
  }
  return list;
};

/** The whole document. `serverUrl`: the site's public origin, when known. */
export function openApiDocument(options: { serverUrl?: string; version?: string } = {}): Record<string, unknown> {
  const { convert, components } = converter();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(operation.responses)) {
      const contentType = answer.contentType ?? 'application/json';
      responses[status] = {
        description: answer.description,
        content: answer.fileTypes
          ? Object.fromEntries(answer.fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
          : {
              [contentType]: answer.schema
                ? { schema: convert(answer.schema) }
                : contentType === 'text/event-stream'
                  ? { schema: { type: 'string' } }
                  : {},
            },
        ...(answer.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(answer.headers).map(([name, header]) => [
                  name,
                  { description: header.description, required: header.required ?? true, schema: convert(header.schema) },
                ]),
              ),
            }
          : {}),
        ...(answer.events
          ? { 'x-events': Object.fromEntries(Object.entries(answer.events).map(([name, schema]) => [name, convert(schema)])) }
          : {}),
      };
    }
    for (const status of [...new Set([...operation.errorStatuses, ...COMMON_ERROR_STATUSES])].sort()) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: convert(operation.errorAnswers?.[status] ?? errorBody) } },
      };
    }
    const parameters = parametersOf(operation, convert);
    const body = operation.body && {
      required: true,
      content: Object.fromEntries(
        (operation.bodyTypes ?? ['application/json']).map((type) => [type, { schema: convert(operation.body!, true) }]),
      ),
    };
    (paths[operation.path] ??= {})[operation.method] = {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.auth === 'session' ? { security: [{ session: [] }] } : {}),
      ...(operation.auth === 'student' ? { security: [{ student: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ExamPrep API',
      version: options.version ?? '1.0.0',
      description:
        'The public and admin calls of the ExamPrep site. Admin calls need the session cookie that POST /api/auth/login sets; ' +
        'writes from another site are refused. Every error answers {message}.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: "The administrator's session, set by POST /api/auth/login.",
        },
        student: {
          type: 'apiKey',
          in: 'cookie',
          name: STUDENT_SESSION_COOKIE,
          description: "A student's session, set by POST /api/student/login (apart from the administrator's).",
        },
      },
    },
  };
}
