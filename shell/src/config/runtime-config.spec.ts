import { RUNTIME_CONFIG_CHECKED_AS, RUNTIME_CONFIG_CHECKED_HEADER } from '@rmj/contracts';
import { parseRuntimeConfig } from './check-runtime-config';
import { loadRuntimeConfig } from './runtime-config';

// jsdom has no fetch Response: a minimal stand-in with what loadRuntimeConfig reads.
const response = (body: unknown, status = 200, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: new Headers(headers),
  json: async () => body,
});
/** What the gateway sends: a document its check of runtimeConfigSchema accepted, marked so. */
const checked = (body: unknown) => response(body, 200, { [RUNTIME_CONFIG_CHECKED_HEADER]: RUNTIME_CONFIG_CHECKED_AS });
const good = {
  remotes: { mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/'] } },
  chatPhone: '919876543210',
};
const load = (answer: unknown) => loadRuntimeConfig(jest.fn(async () => answer) as unknown as typeof fetch);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('parseRuntimeConfig (the contract of @rmj/contracts)', () => {
  it('keeps a configuration that satisfies the contract', () => {
    expect(parseRuntimeConfig(good)).toEqual(good);
  });

  it('turns anything invalid into an empty configuration and says why', () => {
    expect(parseRuntimeConfig('nope')).toEqual({ remotes: {}, chatPhone: '' });
    expect(parseRuntimeConfig({ ...good, remotes: { 'evil-remote': good.remotes.mfe_catalog } })).toEqual({
      remotes: {},
      chatPhone: '',
    });
    expect(console.warn).toHaveBeenLastCalledWith(expect.stringContaining('/config/runtime.json is invalid'));
  });
});

it('takes a remote the shell was not built with, named mfe_<name> (added by configuration)', () => {
  const withAdmin = { ...good, remotes: { mfe_admin: { entry: '/mfe/admin/mf-manifest.json', paths: ['/admin/*'] } } };
  expect(parseRuntimeConfig(withAdmin)).toEqual(withAdmin);
});

describe('loadRuntimeConfig', () => {
  it('reads /config/runtime.json (the request index.html preloads)', async () => {
    const fetchImpl = jest.fn(async () => checked(good));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual(good);
    expect(fetchImpl).toHaveBeenCalledWith('/config/runtime.json', { credentials: 'same-origin' });
  });

  it('checks a document no server marked as checked: a bad one gives chrome only and names each problem', async () => {
    await expect(load(response(good))).resolves.toEqual(good);
    const bad = { remotes: { 'evil-remote': good.remotes.mfe_catalog }, chatPhone: '+91 98' };
    await expect(load(response(bad))).resolves.toEqual({ remotes: {}, chatPhone: '' });
    const warning = (console.warn as jest.Mock).mock.calls.at(-1)?.[0] as string;
    expect(warning).toContain('/config/runtime.json is invalid');
    expect(warning).toContain('remotes.evil-remote');
    expect(warning).toContain('chatPhone');
  });

  it('checks a document marked as checked against another shape of the schema', async () => {
    const bad = { remotes: { 'evil-remote': good.remotes.mfe_catalog }, chatPhone: '919876543210' };
    const older = response(bad, 200, { [RUNTIME_CONFIG_CHECKED_HEADER]: 'runtime-config-0' });
    await expect(load(older)).resolves.toEqual({ remotes: {}, chatPhone: '' });
    expect(console.warn).toHaveBeenLastCalledWith(expect.stringContaining('remotes.evil-remote'));
  });

  it('resolves to an empty configuration when the file is missing or the network fails', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(load(response('nf', 404))).resolves.toEqual({ remotes: {}, chatPhone: '' });
    await expect(loadRuntimeConfig(offline as unknown as typeof fetch)).resolves.toEqual({
      remotes: {},
      chatPhone: '',
    });
  });
});
