// Standalone dev view of mfe-admin (`pnpm --filter mfe-admin dev`): its own route list, the one the shell
// merges in the shop, inside a store of its own. Exposed pages never create a Provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CartProvider, createShopStore } from '@rmj/cart';
import { StandaloneRoutes } from '@rmj/ui';
import '@rmj/ui/styles.css';
import { routes } from './exposes/routes';

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <CartProvider store={createShopStore()}>
      <StandaloneRoutes routes={routes} />
    </CartProvider>
  </StrictMode>,
);
