import { remoteDeclaredPaths } from '../testing/fake-remotes';
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
  ])('%s belongs to %s with the paths the remotes declare', (path, remote) => {
    expect(ownerOf(remoteDeclaredPaths, path)).toBe(remote);
  });

  it('is case-sensitive and says nothing about paths no remote claims', () => {
    expect(ownerOf(remoteDeclaredPaths, '/Cart')).toBeUndefined();
    expect(ownerOf(remoteDeclaredPaths, '/nowhere')).toBeUndefined();
  });
});
