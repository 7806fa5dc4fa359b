// Standalone dev view of mfe-catalog (`pnpm --filter mfe-catalog dev`). In the shop the shell
// renders these pages inside its own store and router; exposed pages never create a Provider.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import '@rmj/ui/styles.css';
import {
  AllProductsPage,
  CategoryPage,
  ContactPage,
  CustomListingPage,
  HomePage,
  SearchPage,
  VelKadaPage,
} from './exposes/pages';

const store = createShopStore();

function DevView() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 8 }}>
        <Link to="/">Home</Link>
        <Link to="/category/women">Women</Link>
        <Link to="/custom/women/rings">Custom women rings</Link>
        <Link to="/vel-kada">Vel Kada</Link>
        <Link to="/search?q=ring">Search</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/all-products">All products</Link>
      </nav>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/category/women" element={<CategoryPage category="women" />} />
        <Route path="/category/men" element={<CategoryPage category="men" />} />
        <Route path="/category/kids" element={<CategoryPage category="kids" />} />
        <Route path="/custom/women/rings" element={<CustomListingPage people="women" piece="rings" />} />
        <Route path="/vel-kada" element={<VelKadaPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/all-products" element={<AllProductsPage />} />
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
