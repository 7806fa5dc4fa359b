import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { expandRoutes, SHOP_REMOTE_NAMES } from '@rmj/contracts';
import {
  fakeLoadRemote,
  fakePage,
  fakeRoutesModule,
  remoteRouteLists,
  renderShell,
  storefrontConfig,
  testConfig,
} from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

// Every path and alias each remote declares (its public './routes' list), with sample params.
const everyPath = SHOP_REMOTE_NAMES.flatMap((remote) =>
  expandRoutes(remote, remoteRouteLists[remote]).map(
    (route) => [route.path.replace(/:[^/]+/g, 'sample-1'), remote, route.page, route.props ?? {}] as const,
  ),
);

beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockImplementation(fakeLoadRemote as typeof loadRemote);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("routes merged from the remotes' lists", () => {
  it("covers every remote and more than the spec's 36 paths", () => {
    expect(new Set(everyPath.map(([, remote]) => remote))).toEqual(new Set(SHOP_REMOTE_NAMES));
    expect(everyPath.length).toBeGreaterThanOrEqual(36);
  });

  it.each(everyPath)('%s renders %s %s with its props', async (path, remote, page, props) => {
    renderShell(path);
    expect(await screen.findByTestId('page')).toHaveTextContent(`${remote}:${page}:${JSON.stringify(props)}`);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('passes route params to the page', async () => {
    renderShell('/product/65f0c0ffee');
    expect(await screen.findByTestId('params')).toHaveTextContent('{"id":"65f0c0ffee"}');
  });

  it('loads only the route list of the remote that owns the path', async () => {
    renderShell('/track-order');
    await screen.findByTestId('page');
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['mfe_cart/routes']);
  });

  it.each(['/nowhere', '/category/unknown', '/custom/men/Pendants', '/Contact', '/product'])(
    "%s shows the shell's not-found page with a link home, asking only the remotes that claim it",
    async (path) => {
      renderShell(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.queryByTestId('page')).not.toBeInTheDocument();
      expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('mfe_admin/routes');
    },
  );

  it('a path no remote claims loads no remote at all', async () => {
    renderShell('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('a remote added by configuration (the back office)', () => {
  it('is not there while the configuration does not name it: /admin is "Page not found", loading nothing', async () => {
    renderShell('/admin/sign-in', storefrontConfig);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('serves its pages once the configuration names it, with the same shell', async () => {
    renderShell('/admin/sign-in', testConfig);
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_admin:AdminSignInPage');
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['mfe_admin/routes']);
  });

  it.each(['/', '/product/65f0c0ffee', '/cart', '/category/women', '/no-such-page'])(
    'is never asked for on a shopper page (%s)',
    async (path) => {
      renderShell(path, testConfig);
      await waitFor(() =>
        expect(screen.queryByTestId('page') ?? screen.queryByRole('heading', { name: 'Page not found' })).toBeTruthy(),
      );
      await act(async () => undefined);
      expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('mfe_admin/routes');
    },
  );
});

describe('a route added by a remote alone', () => {
  const withNewCartRoute = async (id: string) => {
    if (id !== 'mfe_cart/routes') return fakeLoadRemote(id);
    const module = fakeRoutesModule('mfe_cart');
    return {
      ...module,
      routes: [
        ...module.routes,
        {
          path: '/order-history',
          page: 'OrderHistoryPage',
          load: async () => fakePage('mfe_cart', 'OrderHistoryPage'),
        },
      ],
    };
  };

  it('appears under a path the configuration already gives the remote', async () => {
    jest.mocked(loadRemote).mockImplementation((async (id: string) => {
      if (id !== 'mfe_cart/routes') return fakeLoadRemote(id);
      const module = fakeRoutesModule('mfe_cart');
      return {
        ...module,
        routes: [
          ...module.routes,
          { path: '/cart/saved', page: 'SavedPage', load: async () => fakePage('mfe_cart', 'SavedPage') },
        ],
      };
    }) as typeof loadRemote);
    renderShell('/cart/saved');
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_cart:SavedPage');
  });

  it('appears at a brand-new top-level path once the configuration gives the remote that prefix', async () => {
    jest.mocked(loadRemote).mockImplementation(withNewCartRoute as typeof loadRemote);
    const declared = {
      ...testConfig.remotes.mfe_cart!,
      paths: [...testConfig.remotes.mfe_cart!.paths, '/order-history'],
    };
    renderShell('/order-history', { ...testConfig, remotes: { ...testConfig.remotes, mfe_cart: declared } });
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_cart:OrderHistoryPage');
  });

  it('is "Page not found" under a prefix no remote declares, and no remote is downloaded to look for it', async () => {
    jest.mocked(loadRemote).mockImplementation(withNewCartRoute as typeof loadRemote);
    renderShell('/order-history');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('route conflicts', () => {
  it('are logged, and the remote the configuration names as owner serves the path', async () => {
    jest.mocked(loadRemote).mockImplementation((async (id: string) => {
      if (id !== 'mfe_account/routes') return fakeLoadRemote(id);
      const module = fakeRoutesModule('mfe_account');
      return {
        ...module,
        routes: [
          ...module.routes,
          { path: '/cart', page: 'Impostor', load: async () => fakePage('mfe_account', 'Impostor') },
        ],
      };
    }) as typeof loadRemote);
    // /account loads mfe_account's list, which also serves /cart; /cart then loads mfe_cart's.
    renderShell('/account');
    await screen.findByTestId('page');
    fireEvent.click(screen.getByRole('link', { name: 'Cart, 0 items' }));
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('mfe_cart:CartPage'));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        '[shell] route conflict: /cart is served by mfe_cart and mfe_account; using mfe_cart',
      ),
    );
  });
});

describe('shared versions', () => {
  it('a remote built against another major of the cart store shows its fallback, not a broken page', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation((async (id: string) =>
        id === 'mfe_cart/routes'
          ? fakeRoutesModule('mfe_cart', { '@rmj/cart': '^2.0.0' })
          : fakeLoadRemote(id)) as typeof loadRemote);
    renderShell('/cart');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This section is being updated. Please try again in a few minutes.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
    expect(testConfig.remotes.mfe_cart).toBeDefined();
  });

  it('a remote built against the same major is accepted', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation((async (id: string) =>
        id === 'mfe_cart/routes'
          ? fakeRoutesModule('mfe_cart', { '@rmj/cart': '^1.4.0' })
          : fakeLoadRemote(id)) as typeof loadRemote);
    renderShell('/cart');
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_cart:CartPage');
  });
});
