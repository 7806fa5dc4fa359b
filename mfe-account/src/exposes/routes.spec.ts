import { expandRoutes } from '@rmj/contracts';
import { routes } from './routes';

it("serves the account and welcome pages at the spec's paths", () => {
  expect(expandRoutes('mfe_account', routes).map((r) => [r.path, r.page])).toEqual([
    ['/account', 'AccountPage'],
    ['/account/addresses', 'AddressesPage'],
    ['/welcome', 'WelcomePage'],
  ]);
});
