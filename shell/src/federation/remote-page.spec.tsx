import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeLoadRemote, fakePage, fakeRoutesModule, renderShell, testConfig } from '../testing/fake-remotes';
import { containerBesideManifest, initFederation, loadRoutes, prepareRetry } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type Plugin = { errorLoadRemote: (args: unknown) => unknown };

/** Behaves like the real runtime: tells the registered errorLoadRemote plugin, then rejects. */
function failingLoad(id: string): Promise<never> {
  const options = jest.mocked(init).mock.calls.at(-1)?.[0] as { plugins: Plugin[] };
  const error = new Error('ScriptExternalLoadError: Loading script failed.');
  options.plugins.forEach((plugin) => plugin.errorLoadRemote({ id, error, lifecycle: 'onLoad', from: 'runtime' }));
  return Promise.reject(error);
}

beforeEach(() => {
  jest.mocked(init).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockImplementation(fakeLoadRemote as typeof loadRemote);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('federation start-up', () => {
  it('registers the remotes from the run-time configuration with loaded-first sharing and the error plugin', () => {
    renderShell('/nowhere');
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'shell',
        shareStrategy: 'loaded-first',
        plugins: [expect.objectContaining({ name: 'rmj-error-load-remote' })],
      }),
    );
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_cart', entry: 'http://cdn.test/mfe_cart/mf-manifest.json' }]),
      { force: false },
    );
  });
});

describe("a browser's registration", () => {
  it('registers each remote by the container beside its manifest, and a Retry by a fresh address of it', async () => {
    initFederation(testConfig, async () => testConfig, {}, containerBesideManifest);
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_cart', entry: 'http://cdn.test/mfe_cart/remoteEntry.js' }]),
      { force: false },
    );
    // Each Retry asks under an address of its own: the browser could answer the page's own address with
    // the failed preload a server-rendered page made of it.
    const retried: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      jest.mocked(loadRemote).mockImplementationOnce(failingLoad as typeof loadRemote);
      await expect(loadRoutes('mfe_cart')).rejects.toThrow('Loading script failed');
      await prepareRetry('mfe_cart');
      const [remotes, options] = jest.mocked(registerRemotes).mock.lastCall ?? [[], undefined];
      const registered = remotes[0] as { entry: string };
      expect(options).toEqual({ force: true });
      expect(registered.entry).toMatch(/^http:\/\/cdn\.test\/mfe_cart\/remoteEntry\.js\?rmj-retry=\d+$/);
      retried.push(registered.entry);
    }
    expect(new Set(retried).size).toBe(2);
  });

  it('warns about an address that names no manifest file, which it cannot turn into a container', () => {
    expect(containerBesideManifest('/mfe/cart/mf-manifest.json')).toBe('/mfe/cart/remoteEntry.js');
    expect(containerBesideManifest('/mfe/cart/cart.json')).toBe('/mfe/cart/cart.json');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("/mfe/cart/cart.json does not name a remote's"));
  });

  it('takes the address of a container itself as it is, without a warning', () => {
    jest.mocked(console.warn).mockClear();
    expect(containerBesideManifest('https://cdn.test/cart/remoteEntry.js?v=2')).toBe(
      'https://cdn.test/cart/remoteEntry.js?v=2',
    );
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('a remote region', () => {
  it("keeps the page's space with a loading indicator while the remote loads", async () => {
    let resolve: (m: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockImplementation(() => new Promise((r) => (resolve = r)));
    renderShell('/cart');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    resolve(fakeRoutesModule('mfe_cart'));
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_cart:CartPage');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows only its own fallback when the remote fails to load; the chrome keeps working', async () => {
    jest.mocked(loadRemote).mockImplementation(failingLoad as typeof loadRemote);
    renderShell('/cart');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(fallback).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    expect(screen.getByText('Download our app')).toBeInTheDocument();
  });

  it('Retry re-reads the configuration, re-registers the failed remote (force) and loads it again', async () => {
    jest.mocked(loadRemote).mockImplementationOnce(failingLoad as typeof loadRemote);
    const reload = jest.fn(async () => testConfig);
    renderShell('/cart', testConfig, reload);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_cart:CartPage');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'mfe_cart',
          entry: expect.stringMatching(/^http:\/\/cdn\.test\/mfe_cart\/mf-manifest\.json\?rmj-retry=\d+$/),
        },
      ],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps failing visibly when Retry fails too, and another route still loads', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(((id: string) =>
        id.startsWith('mfe_cart') ? failingLoad(id) : fakeLoadRemote(id)) as typeof loadRemote);
    renderShell('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact Us' }),
    );
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_catalog:ContactPage');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('contains a page that throws while rendering and recovers on Retry', async () => {
    let broken = true;
    function FlakyCart() {
      if (broken) throw new Error('boom');
      return <p>cart works</p>;
    }
    jest.mocked(loadRemote).mockImplementation((async (id: string) => {
      if (id !== 'mfe_cart/routes') return fakeLoadRemote(id);
      const module = fakeRoutesModule('mfe_cart');
      return {
        ...module,
        routes: module.routes.map((r) => (r.page === 'CartPage' ? { ...r, load: async () => FlakyCart } : r)),
      };
    }) as typeof loadRemote);
    renderShell('/cart');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('cart works')).toBeInTheDocument();
  });

  it("shows the fallback when a page's code is not a component, instead of crashing", async () => {
    jest.mocked(loadRemote).mockImplementation((async (id: string) => {
      const module = fakeRoutesModule('mfe_account');
      return id === 'mfe_account/routes'
        ? { ...module, routes: module.routes.map((r) => ({ ...r, load: async () => 42 })) }
        : fakeLoadRemote(id);
    }) as typeof loadRemote);
    renderShell('/account');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('shows the fallback when a remote answers with something that is not a route list', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation((async () => ({ AccountPage: fakePage('x', 'y') })) as typeof loadRemote);
    renderShell('/account');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('without a configuration, Retry reads it again and loads the page', async () => {
    const reload = jest.fn(async () => testConfig);
    renderShell('/account', { remotes: {}, chatPhone: '' }, reload);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('page')).toHaveTextContent('mfe_account:AccountPage');
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(registerRemotes).toHaveBeenCalledWith(
        [{ name: 'mfe_account', entry: testConfig.remotes.mfe_account?.entry }],
        { force: false },
      ),
    );
  });
});
