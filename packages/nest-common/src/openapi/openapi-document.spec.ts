/* eslint-disable @typescript-eslint/no-explicit-any -- reading the generated JSON document */
import {
  apiErrorResponseSchema,
  loginRequestSchema,
  searchQuerySchema,
  trackOrderResponseSchema,
} from '@rmj/contracts';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument({ title: 'test', version: '1' }, [
    {
      method: 'post',
      path: '/api/login',
      summary: 'Log in',
      public: true,
      request: loginRequestSchema,
      responses: { 200: z.object({ ok: z.boolean() }), 401: apiErrorResponseSchema },
    },
    {
      method: 'get',
      path: '/api/products/search',
      summary: 'Search',
      public: true,
      query: searchQuerySchema,
      responses: { 200: z.array(z.string()) },
    },
    {
      method: 'get',
      path: '/api/track-order/:orderNumber',
      summary: 'Track',
      public: true,
      optionalAuth: true,
      params: { orderNumber: 'RMJ-…' },
      responses: { 200: trackOrderResponseSchema },
    },
    { method: 'get', path: '/api/orders/mine', summary: 'Mine', responses: { 200: z.object({}) } },
    {
      method: 'get',
      path: '/api/files/{fileId}',
      summary: 'File',
      public: true,
      responses: { 200: { contentTypes: ['image/png', 'application/pdf'] } },
    },
  ]);

  it('is OpenAPI 3.1 with every endpoint under its OpenAPI path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/files/{fileId}',
      '/api/login',
      '/api/orders/mine',
      '/api/products/search',
      '/api/track-order/{orderNumber}',
    ]);
    expect(doc.paths['/api/login'].post).toMatchObject({ operationId: 'postLogin', security: [] });
  });

  it('writes request bodies from the zod schema as accepted (input side), answers as sent', () => {
    const login = doc.paths['/api/login'].post as any;
    const body = login.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['email', 'password'], additionalProperties: false });
    expect(body.$schema).toBeUndefined();
    expect(login.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['statusCode', 'message'] });
  });

  it('turns a query schema into query parameters and path placeholders into path parameters', () => {
    const search = doc.paths['/api/products/search'].get as any;
    expect(search.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['q', 'page', 'limit', 'sortBy']));
    expect(search.parameters.every((p: any) => p.in === 'query')).toBe(true);
    const track = doc.paths['/api/track-order/{orderNumber}'].get as any;
    expect(track.parameters).toEqual([
      { name: 'orderNumber', in: 'path', required: true, description: 'RMJ-…', schema: { type: 'string' } },
    ]);
    expect(track.security).toEqual([{}, { bearerAuth: [] }]);
    expect((doc.paths['/api/orders/mine'].get as any).security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys((doc.paths['/api/files/{fileId}'].get as any).responses['200'].content)).toEqual([
      'image/png',
      'application/pdf',
    ]);
  });

  it('moves recursive definitions into components and points the references there', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const tree = buildOpenApiDocument({ title: 't', version: '1' }, [
      { method: 'get', path: '/tree', summary: 'Tree', public: true, responses: { 200: node } },
    ]);
    const text = JSON.stringify(tree);
    expect(text).not.toContain('#/$defs/');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(tree.components.schemas[ref]).toBeDefined();
  });

  it('refuses an endpoint listed twice', () => {
    const twice = { method: 'get' as const, path: '/a', summary: 'a', responses: { 200: z.string() } };
    expect(() => buildOpenApiDocument({ title: 't', version: '1' }, [twice, twice])).toThrow('listed twice');
  });
});
