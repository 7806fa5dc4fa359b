// Start-up of the app (once the shared modules are in): create the one store and render. A page the
// server rendered (it carries the store's state in #__RMJ_SSR__) is hydrated instead: the page's
// routes and code are loaded first and the store starts from the server's data, so the first render
// matches the HTML and no data is asked for again.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import { basenameOf, LangProvider, langOfPath } from '@rmj/i18n';
import { uiWords } from '@rmj/ui';
import '@rmj/ui/styles.css';
import './styles/global.css';
import './styles/fonts.css';
import './styles/header.css';
import './styles/footer.css';
import { App } from './app/app';
import { words } from './i18n';
import { RouteRegistry } from './routing/route-registry';
import { prepareHydration, readServerState } from './startup/hydration';
import { startFederation } from './startup/start-federation';

async function start(): Promise<void> {
  // Usually settled already: the entry started it before this chunk and React were loaded.
  // The page's language is its address's (/ta/… is Tamil) for the page's whole life: the switch loads
  // the other language's address. The shell's and the shared pieces' words in it come with the
  // configuration, so no card or pager of any remote waits for them while the page hydrates.
  const lang = langOfPath(window.location.pathname);
  document.documentElement.lang = lang;
  const [config] = await Promise.all([startFederation(), words.load(lang), uiWords.load(lang)]);
  const registry = new RouteRegistry();
  const serverState = readServerState(document);
  const store = createShopStore({ serverState });
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const app = (
    <StrictMode>
      <CartProvider store={store} serverState={serverState}>
        <LangProvider lang={lang}>
          <BrowserRouter basename={basenameOf(lang)}>
            <App chatPhone={config.chatPhone} registry={registry} />
          </BrowserRouter>
        </LangProvider>
      </CartProvider>
    </StrictMode>
  );
  if (serverState && (await prepareHydration(registry, window.location))) {
    // As a transition React hydrates in slices of a few milliseconds and lets the browser paint and take
    // input between them, rather than one task of hundreds of milliseconds on a slow phone. A tap
    // between slices on a part not yet hydrated could be lost that way; the tap keeper the server
    // writes into <head> holds every tap on a control until #root carries data-hydrated (set once the
    // page's region has committed) and presses the last one then, so none is.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('[shell] hydration:', error),
      });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
