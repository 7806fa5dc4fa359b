// Standalone dev view of mfe-cart (`pnpm --filter mfe-cart dev`). In the shop the shell
// renders these pages inside its own store and router; exposed pages never create a Provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import { CartPage, TrackOrderPage } from './exposes/pages';

const store = createShopStore();

function DevView() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 8 }}>
        <Link to="/cart">Cart</Link>
        <Link to="/track-order">Track order</Link>
      </nav>
      <Routes>
        <Route path="/track-order" element={<TrackOrderPage />} />
        <Route path="*" element={<CartPage />} />
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
