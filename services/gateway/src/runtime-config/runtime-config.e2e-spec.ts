import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MANIFEST_DECLARATION_KEY,
  REMOTE_NAMES,
  RUNTIME_CONFIG_CHECKED_AS,
  RUNTIME_CONFIG_CHECKED_HEADER,
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfigFile,
} from '@rmj/contracts';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';

const DECLARED: Record<RemoteName, string[]> = {
  mfe_catalog: ['/', '/category/*'],
  mfe_product: ['/product/*', '/custom'],
  mfe_cart: ['/cart/*', '/checkout/*', '/track-order/*'],
  mfe_account: ['/account/*', '/welcome'],
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes a remote's built manifest (under `folder` of its dist) declaring `paths`. */
function build(root: string, name: RemoteName, paths: string[], folder = ''): void {
  const dir = join(root, name.replace('_', '-'), 'dist', folder);
  mkdirSync(dir, { recursive: true });
  const manifest = { id: name, metaData: { name, [MANIFEST_DECLARATION_KEY]: { paths } } };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** A STATIC_ROOT holding the four remotes' builds, as `npm start` serves them. */
function staticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'rmj-builds-'));
  dirs.push(root);
  for (const name of REMOTE_NAMES) build(root, name, DECLARED[name]);
  return root;
}

describe('GET /config/runtime.json', () => {
  it("serves each remote's manifest and the paths its build declares, valid by the shared contract, uncached", async () => {
    const { app, url } = await createTestGateway({ STATIC_ROOT: staticRoot() });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The shell uses a document so marked without checking it again before its first render.
      expect(res.headers[RUNTIME_CONFIG_CHECKED_HEADER.toLowerCase()]).toBe(RUNTIME_CONFIG_CHECKED_AS);
      expect(res.body).toEqual({
        remotes: {
          mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: DECLARED.mfe_catalog },
          mfe_product: { entry: '/mfe/product/mf-manifest.json', paths: DECLARED.mfe_product },
          mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: DECLARED.mfe_cart },
          mfe_account: { entry: '/mfe/account/mf-manifest.json', paths: DECLARED.mfe_account },
        },
        chatPhone: '919000000000',
      });
      expect(runtimeConfigSchema.safeParse(res.body).success).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('names a fifth remote (the back office) from its variable alone, with the paths its build declares', async () => {
    const root = staticRoot();
    build(root, 'mfe_admin', ['/admin/*']);
    const { app, url } = await createTestGateway({
      STATIC_ROOT: root,
      REMOTE_MFE_ADMIN_URL: '/mfe/admin/mf-manifest.json',
    });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes.mfe_admin).toEqual({ entry: '/mfe/admin/mf-manifest.json', paths: ['/admin/*'] });
      expect(Object.keys(res.body.remotes)).toEqual([...REMOTE_NAMES, 'mfe_admin']);
      expect(runtimeConfigSchema.safeParse(res.body).success).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('serves a new prefix as soon as a remote is rebuilt with it, without a restart', async () => {
    const root = staticRoot();
    const { app, url } = await createTestGateway({ STATIC_ROOT: root });
    try {
      await request(url).get('/config/runtime.json').expect(200);
      build(root, 'mfe_cart', [...DECLARED.mfe_cart, '/gift-cards/*']);
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes.mfe_cart.paths).toEqual([...DECLARED.mfe_cart, '/gift-cards/*']);
    } finally {
      await app.close();
    }
  });

  it('without builds to read (Kubernetes), serves only the remotes whose paths are configured', async () => {
    const { app, url } = await createTestGateway({ REMOTE_MFE_CART_PATHS: '/cart/*' });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes).toEqual({ mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*'] } });
    } finally {
      await app.close();
    }
  });

  it('follows the environment: a restarted gateway points the shell at a moved remote', async () => {
    const { app, url } = await createTestGateway({
      STATIC_ROOT: staticRoot(),
      REMOTE_MFE_CART_URL: 'https://cart.cdn.example.in/v43/mf-manifest.json',
      REMOTE_MFE_CART_PATHS: '/cart/*, /checkout/*,/track-order/* /orders/*',
      SELLER_PHONE: '919876543210',
    });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes.mfe_cart).toEqual({
        entry: 'https://cart.cdn.example.in/v43/mf-manifest.json',
        paths: ['/cart/*', '/checkout/*', '/track-order/*', '/orders/*'],
      });
      expect(res.body.remotes.mfe_catalog).toEqual({
        entry: '/mfe/catalog/mf-manifest.json',
        paths: DECLARED.mfe_catalog,
      });
      expect(res.body.chatPhone).toBe('919876543210');
      // The moved remote's origin is allowed by the page's CSP.
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self' https:\/\/cart\.cdn\.example\.in/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cart\.cdn\.example\.in/);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a remote URL or phone the shell could not use', async () => {
    await expect(createTestGateway({ REMOTE_MFE_ACCOUNT_URL: 'ftp://x/mf-manifest.json' })).rejects.toThrow(
      /REMOTE_MFE_ACCOUNT_URL/,
    );
    await expect(createTestGateway({ SELLER_PHONE: '90000' })).rejects.toThrow(/SELLER_PHONE/);
    await expect(createTestGateway({ REMOTE_MFE_CART_PATHS: 'cart' })).rejects.toThrow(/REMOTE_MFE_CART_PATHS/);
    await expect(
      createTestGateway({ REMOTE_MFE_CART_PATHS: '/cart/*', REMOTE_MFE_ACCOUNT_PATHS: '/cart/*' }),
    ).rejects.toThrow(/claimed by mfe_cart and mfe_account/);
    // A configured path that a served build declares for another remote.
    await expect(
      createTestGateway({ STATIC_ROOT: staticRoot(), REMOTE_MFE_ACCOUNT_PATHS: '/account/* /cart/*' }),
    ).rejects.toThrow(/path \/cart\/\* is claimed by mfe_cart and mfe_account \(paths: .*mfe_cart declared by /);
  });
});

describe('GET /config/runtime.json from RUNTIME_CONFIG_FILE (a mounted ConfigMap)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rmj-runtime-'));
  const file = join(dir, 'runtime.json');
  const config = (cartEntry: string): RuntimeConfigFile => ({
    remotes: { mfe_cart: { entry: cartEntry, paths: ['/cart/*'] } },
    chatPhone: '919876543210',
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the file, follows a change without a restart, and keeps the last valid one when it breaks', async () => {
    writeFileSync(file, JSON.stringify(config('/mfe/cart/mf-manifest.json')));
    const { app, url } = await createTestGateway({ RUNTIME_CONFIG_FILE: file });
    try {
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/mf-manifest.json'),
      );
      writeFileSync(file, JSON.stringify(config('/mfe/cart/releases/b/mf-manifest.json')) + '\n');
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/releases/b/mf-manifest.json'),
      );
      writeFileSync(file, '{ "remotes": { "mfe_cart": { "entry": "ftp://x", "paths": [] } }, "chatPhone": "1" }');
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/releases/b/mf-manifest.json'),
      );
    } finally {
      await app.close();
    }
  });

  it("takes a re-pointed remote's paths from the new release's build: a new prefix is a configuration-only change", async () => {
    const root = staticRoot();
    build(root, 'mfe_cart', [...DECLARED.mfe_cart, '/gift-cards/*'], 'releases/b');
    build(root, 'mfe_cart', [...DECLARED.mfe_cart, '/account/*'], 'releases/d');
    const pointCartAt = (cartEntry: string) =>
      writeFileSync(
        file,
        JSON.stringify({
          remotes: { mfe_cart: { entry: cartEntry }, mfe_account: { entry: '/mfe/account/mf-manifest.json' } },
          chatPhone: '919876543210',
        }),
      );
    pointCartAt('/mfe/cart/mf-manifest.json');
    const { app, url } = await createTestGateway({ RUNTIME_CONFIG_FILE: file, STATIC_ROOT: root });
    const served = async () => (await request(url).get('/config/runtime.json').expect(200)).body.remotes;
    try {
      expect((await served()).mfe_cart).toEqual({ entry: '/mfe/cart/mf-manifest.json', paths: DECLARED.mfe_cart });
      pointCartAt('/mfe/cart/releases/b/mf-manifest.json');
      expect((await served()).mfe_cart).toEqual({
        entry: '/mfe/cart/releases/b/mf-manifest.json',
        paths: [...DECLARED.mfe_cart, '/gift-cards/*'],
      });
      // Release D claims the account's prefix: the shop keeps release B.
      pointCartAt('/mfe/cart/releases/d/mf-manifest.json');
      expect((await served()).mfe_cart.entry).toBe('/mfe/cart/releases/b/mf-manifest.json');
      expect((await served()).mfe_account).toEqual({
        entry: '/mfe/account/mf-manifest.json',
        paths: DECLARED.mfe_account,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a missing or invalid file', async () => {
    await expect(createTestGateway({ RUNTIME_CONFIG_FILE: join(dir, 'nope.json') })).rejects.toThrow(
      /RUNTIME_CONFIG_FILE/,
    );
    writeFileSync(file, '{"remotes":{},"chatPhone":"12"}');
    await expect(createTestGateway({ RUNTIME_CONFIG_FILE: file })).rejects.toThrow(/chatPhone/);
  });
});
