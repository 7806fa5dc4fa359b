// Standalone dev view of mfe-account (`pnpm --filter mfe-account dev`). In the shop the shell
// renders these pages inside its own store and router; exposed pages never create a Provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import { AccountPage, WelcomePage } from './exposes/pages';

const store = createShopStore();

function DevView() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 8 }}>
        <Link to="/account">Account</Link>
        <Link to="/welcome">Welcome</Link>
      </nav>
      <Routes>
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="*" element={<AccountPage />} />
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
