// Start-up: read the run-time configuration, register the remotes, create the one store, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import './styles/global.css';
import './styles/header.css';
import './styles/footer.css';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/runtime-config';
import { initFederation } from './federation/federation';
import { RouteRegistry } from './routing/route-registry';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  initFederation(config, () => loadRuntimeConfig());
  const registry = new RouteRegistry();
  registry.warmUp(window.location.pathname);
  const store = createShopStore();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <CartProvider store={store}>
        <BrowserRouter>
          <App chatPhone={config.chatPhone} registry={registry} />
        </BrowserRouter>
      </CartProvider>
    </StrictMode>,
  );
}

void start();
