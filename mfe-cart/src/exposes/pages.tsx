// The screens of mfe-cart, each in its own chunk (see routes.ts). Pages render inside the shell's
// store and router; they inject this remote's RTK Query api and never create a Provider.
export { CartPage } from './pages/cart-page';
export { TrackOrderPage } from './pages/track-order-page';
