import { errorLoadRemotePlugin, remoteNameOf } from './error-load-remote-plugin';

const known = ['mfe_catalog', 'mfe_cart'];

describe('errorLoadRemotePlugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the failed remote from the remote info, the module id or the manifest URL', () => {
    expect(remoteNameOf({ id: 'x', error: null, remote: { name: 'mfe_cart' } }, known)).toBe('mfe_cart');
    expect(remoteNameOf({ id: 'mfe_catalog/pages', error: null }, known)).toBe('mfe_catalog');
    expect(remoteNameOf({ id: 'http://h/mfe/x/mf-manifest.json', error: null }, known)).toBeUndefined();
  });

  it('reports the failure and lets it reach the region (returns nothing, at every stage)', () => {
    const onFailure = jest.fn();
    const plugin = errorLoadRemotePlugin(known, onFailure);
    const error = new Error('404');
    for (const lifecycle of ['onLoad', 'afterResolve', 'beforeRequest']) {
      const result = (plugin.errorLoadRemote as (a: unknown) => unknown)({
        id: 'mfe_cart/pages',
        error,
        lifecycle,
        from: 'runtime',
      });
      expect(result).toBeUndefined();
    }
    expect(onFailure).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledWith('mfe_cart', error);
  });
});
