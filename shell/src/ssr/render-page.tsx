// One page rendered on the server: the same tree as the browser's (the shell's frame around the
// owning remote's page, in the one store), with the page's first data. React 19's streaming renderer
// writes it; the render service caches the finished HTML per URL, so it waits for the whole page
// (onAllReady) or the time budget, after which what is still pending is left to the browser.
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { matchRoutes, StaticRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import {
  isStaffPath,
  jsonForScript,
  type RemoteName,
  type SsrRequest,
  type SsrResult,
  type SsrScripts,
} from '@rmj/contracts';
import { basenameOf, LangProvider, langOfPath, pathWithoutLang } from '@rmj/i18n';
import { App } from '../app/app';
import { words } from '../i18n';
import { ownedPaths, type ShellRoute } from '../federation/federation';
import { preloadPage } from '../federation/remote-page';
import { RouteRegistry } from '../routing/route-registry';
import { claimantsOf, ownerOf } from '../routing/route-owner';
import { remoteServerInfo } from './remote-manifest';
import { noteRemoteBuild, applyServerConfig } from './server-federation';

/** Renders that may each start more of the page's queries before the final one. */
const MAX_DATA_PASSES = 4;

const within = <T,>(promise: Promise<T>, ms: number): Promise<T | 'late'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('late'), Math.max(0, ms));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });

function matchPage(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  const match = matchRoutes(
    routes.map((route, index) => ({ path: route.path, caseSensitive: true, handle: index })),
    pathname,
  )?.[0];
  return match ? routes[match.route.handle as number] : undefined;
}

/** Renders `element` to a string with the streaming renderer, giving up on pending regions at `deadline`. */
function renderToHtml(element: ReactElement, deadline: number): Promise<{ html: string; clientRegions: number }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let clientRegions = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        done();
        resolve({ html, clientRegions });
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every finished region in place, however large: the page must read right without JavaScript
      // (a crawler, a link preview), so none is sent apart and moved in by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => reject(error as Error),
      onError: (error) => {
        // A region whose render failed is rendered by the browser instead (its Suspense boundary).
        clientRegions += 1;
        console.warn('[shell ssr] a region is left to the browser:', (error as Error)?.message ?? error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render budget spent')), Math.max(1, deadline - Date.now()));
    sink.on('finish', () => clearTimeout(timer));
  });
}

interface ApiSliceState {
  queries?: Record<string, { status?: string } | undefined>;
}

/**
 * The state the browser hydrates from: each api keeps only its answered queries. A query still running
 * (or failed) when the budget ended is the browser's to ask again; handing it over as pending would
 * leave it pending for ever there.
 */
export function stateForBrowser(state: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) => {
      const api = value as ApiSliceState;
      if (!api || typeof api !== 'object' || !api.queries) return [key, value];
      const queries = Object.fromEntries(
        Object.entries(api.queries).filter(([, query]) => query?.status === 'fulfilled'),
      );
      return [key, { ...api, queries, mutations: {}, subscriptions: {} }];
    }),
  );
}

/** The server's render of `request.url`, or why the page is the browser's to render. */
export async function renderPage(request: SsrRequest): Promise<SsrResult> {
  const deadline = Date.now() + request.budgetMs;
  await applyServerConfig(request.runtimeConfig, request.shellOrigin);
  const address = new URL(request.url, 'http://shop.invalid').pathname;
  // The page's language is its address's; routes are declared without the prefix (/ta/cart is /cart).
  const lang = langOfPath(address);
  const pathname = pathWithoutLang(address);
  const registry = new RouteRegistry();
  // The back office is English only: /ta/admin is not found.
  const owner =
    lang !== 'en' && isStaffPath(pathname) ? undefined : (ownerOf(ownedPaths(), pathname) as RemoteName | undefined);
  // The server renders either language: the shell's words in both, loaded once.
  await words.load();

  let route: ShellRoute | undefined;
  let styles: string[] = [];
  let scripts: SsrScripts | undefined;
  if (owner) {
    const entry = request.runtimeConfig.remotes[owner]?.entry;
    const info = entry ? await remoteServerInfo(entry, request.shellOrigin) : undefined;
    if (!info?.serverEntry) return { kind: 'client', reason: 'no-server-build' };
    noteRemoteBuild(owner, info.build);
    styles = info.styles;
    scripts = info.scripts;
    if ((await within(registry.settle([owner]), deadline - Date.now())) === 'late') {
      return { kind: 'client', reason: 'remote-slow' };
    }
    if (registry.getSnapshot().statuses[owner]?.state !== 'ready')
      return { kind: 'client', reason: 'remote-unavailable' };
    route = matchPage(registry.getSnapshot().routes, pathname);
  }
  if (!route) {
    // The owner has no page here: the other remotes claiming the path are asked, as in the browser.
    const others = owner ? claimantsOf(ownedPaths(), pathname).filter((name) => name !== owner) : [];
    if (others.length > 0) return { kind: 'client', reason: 'shared-prefix' };
  }
  if (route?.clientOnly) return { kind: 'client', reason: 'personal' };
  if (route) {
    try {
      await preloadPage(route);
    } catch (error) {
      console.warn(`[shell ssr] ${route.remote} ${route.page} could not be loaded:`, (error as Error).message);
      return { kind: 'client', reason: 'remote-unavailable' };
    }
  }

  const store = createShopStore({ storage: null, apiOrigin: request.apiOrigin });
  const page = (
    <CartProvider store={store}>
      <LangProvider lang={lang}>
        <StaticRouter basename={basenameOf(lang)} location={request.url}>
          <App chatPhone={request.runtimeConfig.chatPhone} registry={registry} />
        </StaticRouter>
      </LangProvider>
    </CartProvider>
  );
  // Data passes: the page's queries start during render (RTK Query's server mode); wait for their
  // answers and render again, since a page may ask for more once it has the first answer (the women's
  // listing asks for its products after the connection check), at most a few times within the budget.
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    try {
      renderToString(page);
    } catch {
      break; // The final pass reports it.
    }
    const running = store.runningQueries();
    if (running.length === 0) break;
    if ((await within(Promise.allSettled(running), deadline - Date.now())) === 'late') break;
  }
  const { html, clientRegions } = await renderToHtml(page, deadline);
  return {
    kind: 'rendered',
    status: route ? 200 : 404,
    html,
    state: jsonForScript(stateForBrowser(store.getState() as Record<string, unknown>)),
    remote: route?.remote,
    route: route?.path,
    styles: route ? styles : [],
    scripts: route ? scripts : undefined,
    clientRegions,
  };
}
