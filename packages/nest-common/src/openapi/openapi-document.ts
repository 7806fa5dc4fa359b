/**
 * OpenAPI 3.1 documents built from the zod schemas of @rmj/contracts, the same ones the
 * controllers validate with: zod 4's own `z.toJSONSchema()` writes every body and query schema
 * (requests as the service accepts them, `io: 'input'`; answers as it sends them, `io: 'output'`),
 * so the document cannot drift from the code. The endpoints come from the contracts' registry
 * (contract-openapi.ts); nothing here is written by hand.
 */
import { apiErrorResponseSchema, type ResponseSpec } from '@rmj/contracts';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/** One answer of an endpoint: a zod schema (JSON body), or a described answer of another kind. */
export type ApiResponseSpec = ResponseSpec;

/** One endpoint of a service. */
export interface ApiEndpoint {
  method: HttpMethod;
  /** Express-style (`/api/files/:fileId`) or OpenAPI-style (`/api/files/{fileId}`). */
  path: string;
  /** One line: what the call does. */
  summary: string;
  /** Longer text, if any. */
  description?: string;
  /** Group shown in the docs (defaults to the second path segment). */
  tag?: string;
  /** JSON body, validated with this schema (documented as the service accepts it: `io: 'input'`). */
  request?: z.ZodType;
  /** The body may be left out (its schema accepts `{}`, which is what the service reads then). */
  requestOptional?: boolean;
  /** A multipart upload instead of a JSON body: its file field. */
  multipartFile?: { field: string; description?: string; contentTypes?: readonly string[] };
  /** Query parameters: an object schema (each property one parameter). */
  query?: z.ZodType;
  /** Descriptions of path parameters, by name. */
  params?: Record<string, string>;
  /** Answers keyed by HTTP status. */
  responses: Record<number, ApiResponseSpec>;
  /** No login needed. Default false: a Bearer access token from identity is required. */
  public?: boolean;
  /** Public, but a Bearer token changes the answer (e.g. the owner sees more). */
  optionalAuth?: boolean;
  /** Service-to-service only: not routed by the gateway. */
  internal?: boolean;
}

export interface ApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: ApiInfo;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

const ERROR_REF = '#/components/schemas/ApiError';
const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * A zod schema as JSON Schema for one side of the wire. Transforms have no JSON Schema: on the
 * input side zod documents what they take; on the output side (`unrepresentable: 'any'`) they
 * become `{}` rather than failing the whole document. Definitions zod hoists (`$defs`, cycles)
 * move to `components.schemas` under names unique to this document.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  defs: Record<string, JsonSchema>,
  name: string,
): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const local = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  // A schema that refers to itself points at its root ("#"): the root then becomes a component too.
  const selfRef = JSON.stringify(json).includes('"$ref":"#"');
  if (!selfRef && Object.keys(local).length === 0) return json;
  const unique = (wanted: string) => {
    let target = wanted.replace(/[^A-Za-z0-9._-]/g, '_');
    while (defs[target]) target += '_';
    defs[target] = {};
    return target;
  };
  const renamed = new Map<string, string>();
  for (const key of Object.keys(local)) renamed.set(`#/$defs/${key}`, unique(`${name}_${key}`));
  if (selfRef) renamed.set('#', unique(name));
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && renamed.has(v) ? `#/components/schemas/${renamed.get(v)}` : rewrite(v);
    }
    return out;
  };
  for (const [key, def] of Object.entries(local)) defs[renamed.get(`#/$defs/${key}`)!] = rewrite(def) as JsonSchema;
  if (!selfRef) return rewrite(json) as JsonSchema;
  defs[renamed.get('#')!] = rewrite(json) as JsonSchema;
  return { $ref: `#/components/schemas/${renamed.get('#')}` };
}

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** `/api/files/:fileId` → `/api/files/{fileId}`, and the parameter names. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(
    /:([A-Za-z0-9_]+)|\{([A-Za-z0-9_]+)\}/g,
    (_m, colon: string | undefined, brace: string | undefined) => {
      const name = (colon ?? brace)!;
      names.push(name);
      return `{${name}}`;
    },
  );
  return { path: converted, names };
}

/** An operation id from method and path: `post /api/reset-password-request` → `postResetPasswordRequest`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return method + words.join('');
}

function queryParameters(query: z.ZodType, defs: Record<string, JsonSchema>, name: string): unknown[] {
  const json = jsonSchemaOf(query, 'input', defs, name);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([param, schema]) => ({
    name: param,
    in: 'query',
    required: required.has(param),
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema,
  }));
}

function responseObject(
  status: number,
  spec: ApiResponseSpec,
  defs: Record<string, JsonSchema>,
  name: string,
): Record<string, unknown> {
  const plain = isZodSchema(spec) ? { schema: spec } : spec;
  const description = plain.description ?? REASONS[status] ?? `HTTP ${status}`;
  if (plain.schema) {
    const json =
      plain.schema === apiErrorResponseSchema
        ? { $ref: ERROR_REF }
        : jsonSchemaOf(plain.schema, 'output', defs, `${name}_${status}`);
    return { description, content: { 'application/json': { schema: json } } };
  }
  const types = plain.contentTypes ?? (plain.contentType ? [plain.contentType] : []);
  if (types.length === 0) return { description };
  return {
    description,
    content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
  };
}

/**
 * The OpenAPI 3.1 document of a service. Error answers given as `apiErrorResponseSchema` point at
 * the one shared `ApiError` component.
 */
export function buildOpenApiDocument(info: ApiInfo, endpoints: readonly ApiEndpoint[]): OpenApiDocument {
  const defs: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const seen = new Set<string>();

  for (const endpoint of endpoints) {
    const { path, names } = openApiPath(endpoint.path);
    const method = endpoint.method;
    const key = `${method} ${path}`;
    if (seen.has(key)) throw new Error(`openapi: ${key} is listed twice`);
    seen.add(key);
    const id = operationId(method, path);
    const tag = endpoint.tag ?? path.split('/').filter(Boolean)[endpoint.internal ? 0 : 1] ?? 'api';
    tags.add(tag);

    const parameters: unknown[] = names.map((param) => ({
      name: param,
      in: 'path',
      required: true,
      ...(endpoint.params?.[param] ? { description: endpoint.params[param] } : {}),
      schema: { type: 'string' },
    }));
    if (endpoint.query) parameters.push(...queryParameters(endpoint.query, defs, `${id}_query`));

    const operation: Record<string, unknown> = {
      operationId: id,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [tag],
      ...(parameters.length ? { parameters } : {}),
    };
    if (endpoint.request) {
      operation.requestBody = {
        required: !endpoint.requestOptional,
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.request, 'input', defs, `${id}_request`) } },
      };
    } else if (endpoint.multipartFile) {
      const file = endpoint.multipartFile;
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                [file.field]: {
                  type: 'string',
                  contentMediaType: 'application/octet-stream',
                  ...(file.description ? { description: file.description } : {}),
                },
              },
              required: [file.field],
            },
            ...(file.contentTypes ? { encoding: { [file.field]: { contentType: file.contentTypes.join(', ') } } } : {}),
          },
        },
      };
    }
    operation.responses = Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, spec]) => [
        status,
        responseObject(Number(status), spec, defs, id),
      ]),
    );
    if (endpoint.internal) operation['x-internal'] = true;
    operation.security = endpoint.public
      ? endpoint.optionalAuth
        ? [{}, { bearerAuth: [] }]
        : []
      : [{ bearerAuth: [] }];

    paths[path] ??= {};
    paths[path][method] = operation;
  }

  return {
    openapi: '3.1.0',
    info,
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorResponseSchema, 'output', defs, 'ApiError'), ...defs },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "identity's ES256 access token (POST /api/login)",
        },
      },
    },
  };
}
