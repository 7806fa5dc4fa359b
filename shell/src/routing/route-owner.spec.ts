import { DEFAULT_REMOTE_PATHS } from '@rmj/contracts';
import { ownerOf } from './route-owner';

describe('ownerOf', () => {
  it.each([
    ['/', 'mfe_catalog'],
    ['/category/women', 'mfe_catalog'],
    ['/custom/women/Pendants', 'mfe_catalog'],
    ['/custom', 'mfe_product'],
    ['/customize', 'mfe_product'],
    ['/product/abc', 'mfe_product'],
    ['/cart', 'mfe_cart'],
    ['/checkout', 'mfe_cart'],
    ['/cart/anything/new', 'mfe_cart'],
    ['/welcome', 'mfe_account'],
  ])('%s belongs to %s with the default paths', (path, remote) => {
    expect(ownerOf(DEFAULT_REMOTE_PATHS, path)).toBe(remote);
  });

  it('is case-sensitive and says nothing about paths no remote claims', () => {
    expect(ownerOf(DEFAULT_REMOTE_PATHS, '/Cart')).toBeUndefined();
    expect(ownerOf(DEFAULT_REMOTE_PATHS, '/nowhere')).toBeUndefined();
  });
});
