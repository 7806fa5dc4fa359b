// Standalone dev view of mfe-product (`pnpm --filter mfe-product dev`). In the shop the shell
// renders these pages inside its own store and router; exposed pages never create a Provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import { CustomizePage, ProductPage } from './exposes/pages';

const store = createShopStore();

function DevView() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 8 }}>
        <Link to="/product/1">Product 1</Link>
        <Link to="/customize">Customise</Link>
      </nav>
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/custom" element={<CustomizePage />} />
        <Route path="/customize" element={<CustomizePage />} />
        <Route path="*" element={<CustomizePage />} />
      </Routes>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <CartProvider store={store}>
      <DevView />
    </CartProvider>
  </StrictMode>,
);
