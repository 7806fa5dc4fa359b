import { expandRoutes, incompatibleRequirements, isRemoteRoutesModule, majorOf } from './remote-routes';
import { findPathConflicts, normalisePattern } from './runtime-config';

const load = async () => 'page';

describe('remote route lists', () => {
  it('expand aliases into one entry per path, keeping page and props', () => {
    const paths = expandRoutes('mfe_product', [
      { path: '/custom', aliases: ['/customize'], page: 'CustomizePage', load, props: { a: 'b' } },
    ]);
    expect(paths.map(({ path, page, remote, props }) => ({ path, page, remote, props }))).toEqual([
      { path: '/custom', page: 'CustomizePage', remote: 'mfe_product', props: { a: 'b' } },
      { path: '/customize', page: 'CustomizePage', remote: 'mfe_product', props: { a: 'b' } },
    ]);
  });

  it('recognise a routes module and refuse anything else', () => {
    expect(
      isRemoteRoutesModule({ routes: [{ path: '/cart', page: 'CartPage', load }], requires: {}, version: '1.0.0' }),
    ).toBe(true);
    for (const bad of [
      null,
      {},
      { routes: [{ path: '/cart', page: 'CartPage' }], requires: {}, version: '1' },
      { routes: [], version: '1' },
    ]) {
      expect(isRemoteRoutesModule(bad)).toBe(false);
    }
  });
});

describe('route conflicts', () => {
  it('are patterns claimed by two remotes, whatever their parameter names', () => {
    expect(normalisePattern('/product/:id')).toBe(normalisePattern('/product/:slug'));
    expect(findPathConflicts({ a: ['/cart', '/product/:id'], b: ['/product/:slug', '/x'], c: ['/cart'] })).toEqual([
      { pattern: '/cart', remotes: ['a', 'c'] },
      { pattern: '/product/:', remotes: ['a', 'b'] },
    ]);
  });

  it('a prefix and an exact path are different claims', () => {
    expect(findPathConflicts({ catalog: ['/custom/*'], product: ['/custom', '/customize'] })).toEqual([]);
  });
});

describe('shared version compatibility', () => {
  it('reads the major of versions and ranges', () => {
    expect(['1.2.3', '^1.0.0', '~1.4.0', '1.x', '>=1.0.0 <2', 'v1.0.0'].map(majorOf)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(majorOf('workspace:*')).toBeUndefined();
  });

  it('names each shared package a remote needs in another major than the host provides', () => {
    const provides = { '@rmj/cart': '1.3.0', react: '19.2.0' };
    expect(incompatibleRequirements({ '@rmj/cart': '^1.0.0', react: '^19.0.0', other: '^5.0.0' }, provides)).toEqual(
      [],
    );
    expect(incompatibleRequirements({ '@rmj/cart': '^2.0.0' }, provides)).toEqual([
      { name: '@rmj/cart', required: '^2.0.0', provided: '1.3.0' },
    ]);
  });
});
