/** Input validation at the edge: zod schemas from @rmj/contracts, one clear message per error. */
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { hasMalformedEscape } from './http';

/** Parses `value` with `schema`, or throws a 400 whose message is the first problem found. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message: issues[0]?.message ?? 'Invalid input',
    issues,
  });
}

/** `@Body(new ZodValidationPipe(schema))` / `@Query(new ZodValidationPipe(schema))`. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseWith(this.schema, value ?? {});
  }
}

/** True when any key, at any depth, could be read as a MongoDB operator or path. */
export function hasOperatorKey(value: unknown, depth = 0): boolean {
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('$') || key.startsWith('.') || key === '__proto__' || key === 'constructor') return true;
    if (hasOperatorKey(inner, depth + 1)) return true;
  }
  return false;
}

/** Express middleware: refuses MongoDB operators (`?price[$gt]=`, `{"$where": …}`) in query or body. */
export function rejectOperators(req: Request, res: Response, next: NextFunction): void {
  // rejectMalformedUrl runs first, so the query decodes; the fallback keeps this safe on its own.
  const query = req.originalUrl.includes('?')
    ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1).replace(/\+/g, ' ')
    : '';
  const rawQuery = hasMalformedEscape(query) ? query : decodeURIComponent(query);
  if (/\[\s*\$|(^|&)\$/.test(rawQuery) || hasOperatorKey(req.query) || hasOperatorKey(req.body)) {
    res
      .status(400)
      .json({ statusCode: 400, error: 'Bad Request', message: 'Invalid input: field names may not contain "$"' });
    return;
  }
  next();
}
