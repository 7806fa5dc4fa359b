import { loadRemote } from '@module-federation/enhanced/runtime';
import { initFederation } from '../federation/federation';
import { fakeRoutesModule, testConfig, testProvides } from '../testing/fake-remotes';
import { warmUp } from './warm-up';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

/** Routes modules whose page loads are recorded, per remote. */
function recordingRemotes() {
  const pagesLoaded: string[] = [];
  jest.mocked(loadRemote).mockImplementation((async (id: string) => {
    const remote = id.replace(/\/routes$/, '') as keyof typeof testConfig.remotes;
    const module = fakeRoutesModule(remote as never);
    return {
      ...module,
      routes: module.routes.map((route) => ({
        ...route,
        load: async () => (pagesLoaded.push(`${remote}:${route.page}`), route.load()),
      })),
    };
  }) as typeof loadRemote);
  return pagesLoaded;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

beforeEach(() => {
  document.head.innerHTML = '';
  jest.mocked(loadRemote).mockReset();
  initFederation(testConfig, async () => testConfig, testProvides);
});

describe('warmUp', () => {
  it("loads the owner's route list and the matching page's code before anything renders", async () => {
    const pagesLoaded = recordingRemotes();
    await warmUp({ pathname: '/product/65f0a0000000000000000150', search: '' });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_product/routes');
    expect(pagesLoaded).toEqual(['mfe_product:ProductPage']);
  });

  it('warms up a Tamil address as its route (the page without /ta); /ta/admin loads nothing', async () => {
    const pagesLoaded = recordingRemotes();
    await warmUp({ pathname: '/ta/product/65f0a0000000000000000150', search: '' });
    expect(loadRemote).toHaveBeenCalledWith('mfe_product/routes');
    expect(pagesLoaded).toEqual(['mfe_product:ProductPage']);
    await warmUp({ pathname: '/ta/admin/sign-in', search: '' });
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('mfe_admin/routes');
  });

  it('loads nothing for a path no remote owns, and never throws when a remote is offline', async () => {
    recordingRemotes();
    await warmUp({ pathname: '/no-such-page/at/all', search: '' });
    expect(loadRemote).not.toHaveBeenCalled();
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(warmUp({ pathname: '/cart', search: '' })).resolves.toBeUndefined();
  });

  it("warms up the back office only on its own pages, never on a shopper's", async () => {
    recordingRemotes();
    for (const pathname of ['/', '/product/65f0a0000000000000000150', '/cart', '/no-such-page']) {
      await warmUp({ pathname, search: '' });
    }
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('mfe_admin/routes');
    await warmUp({ pathname: '/admin/sign-in', search: '' });
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_admin/routes');
  });

  it("starts the page's first API calls with its code, from the route's data addresses", async () => {
    recordingRemotes();
    await warmUp({ pathname: '/search', search: '?q=gold%20ring' });
    expect(preloads()).toEqual([['/api/products/search?q=gold+ring&page=1&limit=12', 'fetch', 'anonymous']]);
  });

  it('preloads nothing for a page without data, and never another host', async () => {
    recordingRemotes();
    await warmUp({ pathname: '/cart', search: '' });
    expect(preloads()).toEqual([]);
    const route = {
      path: '/x',
      page: 'X',
      remote: 'mfe_catalog',
      load: async () => () => null,
      data: () => ['//evil.test/a', 'https://evil.test/b', '/api/ok'],
    };
    const { preloadData } = await import('./warm-up');
    preloadData(route, { params: {}, search: '' });
    expect(preloads()).toEqual([['/api/ok', 'fetch', 'anonymous']]);
    // A route whose data is not a list, or throws, adds nothing and breaks nothing.
    preloadData({ ...route, data: (() => '/api/not-a-list') as never }, { params: {}, search: '' });
    preloadData(
      {
        ...route,
        data: () => {
          throw new Error('broken');
        },
      },
      { params: {}, search: '' },
    );
    expect(preloads()).toEqual([['/api/ok', 'fetch', 'anonymous']]);
  });
});
