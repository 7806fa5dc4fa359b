import { remoteDeclaredPaths } from '../testing/fake-remotes';
import { claimantsOf, ownerOf } from './route-owner';

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
    ['/admin', 'mfe_admin'],
    ['/admin/staff', 'mfe_admin'],
  ])('%s belongs to %s with the paths the remotes declare', (path, remote) => {
    expect(ownerOf(remoteDeclaredPaths, path)).toBe(remote);
  });

  it('is case-sensitive and says nothing about paths no remote claims', () => {
    expect(ownerOf(remoteDeclaredPaths, '/Cart')).toBeUndefined();
    expect(ownerOf(remoteDeclaredPaths, '/nowhere')).toBeUndefined();
  });
});

describe('claimantsOf', () => {
  it('lists every remote whose patterns match, the owner first, and nobody for an unclaimed path', () => {
    expect(claimantsOf(remoteDeclaredPaths, '/custom')).toEqual(['mfe_product', 'mfe_catalog']);
    expect(claimantsOf(remoteDeclaredPaths, '/cart/x')).toEqual(['mfe_cart']);
    expect(claimantsOf(remoteDeclaredPaths, '/admin/anything')).toEqual(['mfe_admin']);
    expect(claimantsOf(remoteDeclaredPaths, '/nowhere')).toEqual([]);
  });
});
