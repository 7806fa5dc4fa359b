import { expandRoutes } from '@rmj/contracts';
import { routes } from './routes';

it("serves the product page and the customise-your-ring page at the spec's paths", () => {
  expect(expandRoutes('mfe_product', routes).map((r) => [r.path, r.page])).toEqual([
    ['/product/:id', 'ProductPage'],
    ['/custom', 'CustomizePage'],
    ['/customize', 'CustomizePage'],
  ]);
});
