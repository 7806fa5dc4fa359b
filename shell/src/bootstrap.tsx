// Start-up of the app (once the shared modules are in): create the one store and render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import './styles/global.css';
import './styles/header.css';
import './styles/footer.css';
import { App } from './app/app';
import { RouteRegistry } from './routing/route-registry';
import { startFederation } from './startup/start-federation';

async function start(): Promise<void> {
  // Usually settled already: the entry started it before this chunk and React were loaded.
  const config = await startFederation();
  const registry = new RouteRegistry();
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
