import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

// jsdom has no fetch Response: a minimal stand-in with what loadRuntimeConfig reads.
const response = (body: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const good = {
  remotes: { mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/'] } },
  chatPhone: '919876543210',
};

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
    const fetchImpl = jest.fn(async () => response(good));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual(good);
    expect(fetchImpl).toHaveBeenCalledWith('/config/runtime.json', { credentials: 'same-origin' });
  });

  it('resolves to an empty configuration when the file is missing or the network fails', async () => {
    const missing = jest.fn(async () => response('nf', 404));
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(missing as unknown as typeof fetch)).resolves.toEqual({
      remotes: {},
      chatPhone: '',
    });
    await expect(loadRuntimeConfig(offline as unknown as typeof fetch)).resolves.toEqual({
      remotes: {},
      chatPhone: '',
    });
  });
});
