/**
 * Checks for service tests: the routes an app really serves, and the problems of an OpenAPI 3.1
 * document (shape, operation ids, path parameters, references). Used by each service's
 * openapi.e2e-spec.ts to prove its document lists exactly what it serves.
 */
import type { INestApplication } from '@nestjs/common';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the Nest app registered on express, as `method /path/{param}`, sorted. Catch-alls are left out. */
export function servedRoutes(app: INestApplication): string[] {
  const instance = app.getHttpAdapter().getInstance() as {
    router?: { stack: RouteLayer[] };
    _router?: { stack: RouteLayer[] };
  };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  const routes = new Set<string>();
  for (const layer of stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((m) => (METHODS as readonly string[]).includes(m));
    if (methods.length !== 1) continue; // app.all()-style catch-alls
    for (const path of [layer.route.path].flat()) {
      if (path.includes('*')) continue;
      routes.add(`${methods[0]} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

/** Every operation of a document as `method /path`, sorted. */
export function documentedRoutes(doc: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths ?? {})
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => (METHODS as readonly string[]).includes(m))
        .map((m) => `${m} ${path}`),
    )
    .sort();
}

interface CheckedOperation {
  operationId?: unknown;
  summary?: unknown;
  responses?: Record<string, { description?: unknown }>;
  parameters?: Array<{ name?: string; in?: string; schema?: unknown }>;
}

interface CheckedDocument {
  openapi?: unknown;
  info?: { title?: unknown; version?: unknown };
  paths?: Record<string, Record<string, CheckedOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** What is wrong with an OpenAPI 3.1 document; empty when it looks valid. */
export function openApiProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (typeof doc !== 'object' || doc === null) return ['not an object'];
  const d = doc as CheckedDocument;
  if (typeof d.openapi !== 'string' || !/^3\.1\.\d+$/.test(d.openapi))
    problems.push(`openapi is ${String(d.openapi)}, not 3.1.x`);
  if (typeof d.info?.title !== 'string' || typeof d.info?.version !== 'string')
    problems.push('info.title and info.version must be strings');
  if (typeof d.paths !== 'object' || d.paths === null || Object.keys(d.paths).length === 0) problems.push('no paths');
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(d.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    const placeholders = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]);
    for (const method of Object.keys(item)) {
      const op = item[method];
      const where = `${method} ${path}`;
      if (!(METHODS as readonly string[]).includes(method)) {
        problems.push(`${where}: unknown method`);
        continue;
      }
      if (typeof op.operationId !== 'string' || ids.has(op.operationId))
        problems.push(`${where}: missing or repeated operationId`);
      ids.add(String(op.operationId));
      if (typeof op.summary !== 'string' || !op.summary) problems.push(`${where}: no summary`);
      const responses = Object.entries(op.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${where}: bad status ${status}`);
        if (typeof response.description !== 'string') problems.push(`${where} ${status}: no description`);
      }
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      for (const name of placeholders)
        if (!pathParams.includes(name)) problems.push(`${where}: path parameter ${name} not declared`);
      for (const p of op.parameters ?? []) if (!p.schema) problems.push(`${where}: parameter ${p.name} has no schema`);
    }
  }
  const text = JSON.stringify(doc);
  for (const [, ref] of text.matchAll(/"\$ref":"([^"]*)"/g)) {
    const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
    if (!match || !d.components?.schemas?.[match[1]]) problems.push(`unresolved $ref ${ref}`);
  }
  return problems;
}
