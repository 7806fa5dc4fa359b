// Start-up: read the run-time configuration, register the remotes, create the one store, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import './styles/global.css';
import './styles/header.css';
import './styles/footer.css';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/runtime-config';
import { initFederation } from './federation/federation';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  initFederation(config, () => loadRuntimeConfig());
  const store = createShopStore();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <CartProvider store={store}>
        <BrowserRouter>
          <App chatPhone={config.chatPhone} />
        </BrowserRouter>
      </CartProvider>
    </StrictMode>,
  );
}

void start();
