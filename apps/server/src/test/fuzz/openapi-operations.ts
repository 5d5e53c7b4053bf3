/** A JSON Schema node of the OpenAPI document, as far as the fuzzer reads it. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** One parameter (query or path) of an operation. */
export interface OperationParam {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** How an operation takes its body, from the document. */
export type BodyKind = 'json' | 'multipart' | 'none';

/** One operation of the OpenAPI document, reduced to what the fuzzer varies. */
export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template, e.g. /api/v1/order/detail/{id}. */
  path: string;
  pathParams: OperationParam[];
  queryParams: OperationParam[];
  bodyKind: BodyKind;
  /** The body's object schema (JSON or multipart fields); an empty object schema when the document has none. */
  body: JsonSchema;
}

interface DocParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface DocOperation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  parameters?: DocParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The document's paths object, as @fastify/swagger answers it. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, DocOperation>>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** Every operation of the document, sorted by operationId (a stable order, so a seed gives the same run). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper)) continue;
      if (!op.operationId) throw new Error(`${upper} ${path} has no operationId`);
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      const bodyKind: BodyKind = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : 'none';
      const body = content['application/json']?.schema ?? content['multipart/form-data']?.schema ?? { type: 'object', properties: {} };
      operations.push({
        operationId: op.operationId,
        method: upper as Operation['method'],
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        bodyKind,
        body,
      });
    }
  }
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** The operationIds whose document declares no JSON answer at all (files, images, redirects, pages), sorted. */
export function operationsWithoutJsonAnswer(doc: OpenApiDocument): string[] {
  const ids: string[] = [];
  for (const byMethod of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(byMethod)) {
      const answers = Object.values(op.responses ?? {});
      if (op.operationId && !answers.some((r) => r.content?.['application/json'])) ids.push(op.operationId);
    }
  }
  return ids.sort();
}
