import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@rmj/test-db';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import {
  NGINX_HEADERS_FILE,
  NGINX_REMOTE_HEADERS_FILE,
  parseNginxHeaders,
  renderNginxHeaderFiles,
} from './render-nginx-headers';

const committed = (file: string) => readFileSync(join(repoRoot(), file), 'utf8');

describe('one security policy for the gateway and the Kubernetes nginx images', () => {
  it('the committed nginx header files are what the policy renders today (run render:nginx after a change)', () => {
    for (const [file, text] of Object.entries(renderNginxHeaderFiles())) expect(committed(file)).toBe(text);
  });

  it('a production gateway sends exactly the headers the nginx images send, for pages and for remote bundles', async () => {
    const pages = parseNginxHeaders(committed(NGINX_HEADERS_FILE));
    const bundles = parseNginxHeaders(committed(NGINX_REMOTE_HEADERS_FILE));
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
      ]),
    );
    expect(Object.keys(bundles).sort()).toEqual(Object.keys(pages).sort());
    const root = mkdtempSync(join(tmpdir(), 'gw-static-'));
    mkdirSync(join(root, 'mfe-catalog', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-catalog', 'dist', 'mf-manifest.json'), '{}');
    const { app, url } = await createTestGateway({
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      STATIC_ROOT: root,
      INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
    });
    const sentFor = async (path: string, names: string[]) => {
      const res = await request(url).get(path);
      return Object.fromEntries(names.map((name) => [name, res.headers[name]]));
    };
    try {
      for (const path of ['/config/runtime.json', '/api/unknown', '/health/live']) {
        expect(await sentFor(path, Object.keys(pages))).toEqual(pages);
      }
      expect(await sentFor('/mfe/catalog/mf-manifest.json', Object.keys(bundles))).toEqual(bundles);
    } finally {
      await app.close();
    }
  });
});
