import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

describe('gateway security headers and request ids', () => {
  let app: INestApplication;
  let gateway: string;
  let catalog: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    catalog = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: catalog.url,
      MAP_EMBED_ORIGIN: 'https://maps.example.in/embed',
    }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('sends a CSP and the usual hardening headers on pages, API answers and errors', async () => {
    for (const path of ['/config/runtime.json', '/api/test', '/api/unknown']) {
      const res = await request(gateway).get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain('frame-src https://maps.example.in/embed');
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('returns a valid caller request id, replaces an unsafe one, and makes one when none is sent', async () => {
    expect((await request(gateway).get('/health/live').set('x-request-id', 'abc-123')).headers['x-request-id']).toBe(
      'abc-123',
    );
    const unsafe = await request(gateway).get('/api/test').set('x-request-id', 'x\ty');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const made = await request(gateway).get('/config/runtime.json');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await request(gateway).get('/config/runtime.json');
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });
});
