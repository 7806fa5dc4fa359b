import { expandRoutes } from '@rmj/contracts';
import { routes } from './routes';

it("serves the cart (also at /checkout), order tracking and the engraving proof at the spec's paths", () => {
  expect(expandRoutes('mfe_cart', routes).map((r) => [r.path, r.page])).toEqual([
    ['/cart', 'CartPage'],
    ['/checkout', 'CartPage'],
    ['/track-order', 'TrackOrderPage'],
    ['/order-proof/:token', 'OrderProofPage'],
  ]);
});
