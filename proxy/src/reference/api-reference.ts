import { escapeHtml } from '@exam-prep/contract/html-escape';

/**
 * The readable reference page of /api/*, made from the OpenAPI document: every call with its parameters, body and
 * answers, and the shapes they name. Plain HTML with an inline style (helmet's CSP allows it), no script, one
 * column that fits a 360 px screen. Every value is escaped.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Schema;
}
interface Operation {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }>; 'x-events'?: Record<string, Schema> }>;
}
interface Document {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const REF = '#/components/schemas/';

/** A one-line type of a schema: `{ _id: string, tags: string[] }`, `Topic | null`, `"Easy" | "Hard"`. */
export function shapeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.startsWith(REF) ? schema.$ref.slice(REF.length) : schema.$ref;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map((part) => shapeOf(part, depth)).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (Array.isArray(type)) return type.map((single) => shapeOf({ ...schema, type: single }, depth)).join(' | ');
  if (type === 'array') {
    const item = shapeOf(schema.items as Schema | undefined, depth);
    return /[|{ ]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const names = Object.keys(properties);
    if (names.length === 0)
      return schema.additionalProperties ? `{ [name]: ${shapeOf(schema.additionalProperties as Schema, depth)} }` : '{}';
    if (depth > 3) return '{ … }';
    return `{ ${names.map((name) => `${name}${required.has(name) ? '' : '?'}: ${shapeOf(properties[name], depth + 1)}`).join(', ')} }`;
  }
  if (type === 'integer') return 'integer';
  return typeof type === 'string' ? type : 'any';
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

function operationHtml(path: string, method: string, operation: Operation): string {
  const rows: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    rows.push(
      `<li>${code(parameter.name)} <span class="muted">(${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''})</span>: ${code(shapeOf(parameter.schema))}` +
        `${parameter.description ? ` – ${escapeHtml(parameter.description)}` : ''}</li>`,
    );
  }
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(
          ([type, { schema }]) => `<p><strong>Body</strong> <span class="muted">(${escapeHtml(type)})</span>: ${code(shapeOf(schema))}</p>`,
        )
        .join('')
    : '';
  const answers = Object.entries(operation.responses)
    .map(([status, answer]) => {
      const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
      const events = answer['x-events']
        ? ` Events: ${Object.entries(answer['x-events'])
            .map(([name, schema]) => `${code(name)} ${code(shapeOf(schema))}`)
            .join(', ')}.`
        : '';
      const shape =
        media?.schema && type === 'application/json'
          ? `: ${code(shapeOf(media.schema))}`
          : type
            ? ` <span class="muted">(${escapeHtml(type)})</span>`
            : '';
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(answer.description)}${shape}${events}</li>`;
    })
    .join('');
  return (
    `<section id="${escapeHtml(operation.operationId)}"><h3><span class="method">${escapeHtml(method.toUpperCase())}</span> ${code(path)}` +
    `${operation.security ? ' <span class="badge">session</span>' : ''}</h3><p>${escapeHtml(operation.summary)}</p>` +
    (rows.length ? `<p><strong>Parameters</strong></p><ul>${rows.join('')}</ul>` : '') +
    body +
    `<p><strong>Answers</strong></p><ul>${answers}</ul></section>`
  );
}

export function apiReferenceHtml(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationHtml(path, method, operation)),
  );
  const shapes = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<dt id="shape-${escapeHtml(name)}">${code(name)}</dt><dd>${code(shapeOf({ ...schema, $ref: undefined }, 0))}</dd>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;overflow-wrap:anywhere}
code{font:14px/1.4 ui-monospace,monospace;background:#f3f3f3;padding:0 .2em;border-radius:3px}
section{border-top:1px solid #ddd;padding:.5rem 0}h3{font-size:1.05rem;margin:.5rem 0}
.method{display:inline-block;min-width:4.5em;font:700 13px ui-monospace,monospace;color:#0b5394}
.badge{font-size:12px;background:#fde9c4;padding:0 .4em;border-radius:3px}.muted{color:#555}
ul{padding-left:1.2rem}dd{margin:0 0 .75rem 1rem}
</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>The same description as an OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. Calls marked
<span class="badge">session</span> need the administrator's session cookie.</p>
${operations.join('\n')}
<h2>Shapes</h2><dl>${shapes}</dl>
</body></html>
`;
}
