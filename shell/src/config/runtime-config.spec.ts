import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

// jsdom has no fetch Response: a minimal stand-in with what loadRuntimeConfig reads.
const response = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('parseRuntimeConfig', () => {
  it('keeps the known remotes and the phone\'s digits', () => {
    expect(
      parseRuntimeConfig({
        remotes: { mfe_cart: ' /mfe/cart/mf-manifest.json ', mfe_evil: 'http://x', mfe_product: '' },
        chatPhone: '+91 98765-43210',
      }),
    ).toEqual({ remotes: { mfe_cart: '/mfe/cart/mf-manifest.json' }, chatPhone: '919876543210' });
  });

  it('turns anything malformed into an empty configuration', () => {
    expect(parseRuntimeConfig('nope')).toEqual({ remotes: {}, chatPhone: '' });
    expect(parseRuntimeConfig({ remotes: ['a'], chatPhone: {} })).toEqual({ remotes: {}, chatPhone: '' });
  });
});

describe('loadRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads /config/runtime.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () => response({ remotes: { mfe_catalog: '/mfe/catalog/mf-manifest.json' }, chatPhone: '91999' }));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      remotes: { mfe_catalog: '/mfe/catalog/mf-manifest.json' },
      chatPhone: '91999',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/config/runtime.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('resolves to an empty configuration when the file is missing or the network fails', async () => {
    const missing = jest.fn(async () => response('nf', 404));
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(missing as unknown as typeof fetch)).resolves.toEqual({ remotes: {}, chatPhone: '' });
    await expect(loadRuntimeConfig(offline as unknown as typeof fetch)).resolves.toEqual({ remotes: {}, chatPhone: '' });
  });
});
