import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeLoadRemote, renderShell } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Written out by hand (not derived from ROUTES) so a wrong entry in the table fails here.
const expected: [string, string, Record<string, string>][] = [
  ['/', 'mfe_catalog:HomePage', {}],
  ['/vel-kada', 'mfe_catalog:VelKadaPage', {}],
  ['/custom', 'mfe_product:CustomizePage', {}],
  ['/customize', 'mfe_product:CustomizePage', {}],
  ['/contact', 'mfe_catalog:ContactPage', {}],
  ['/track-order', 'mfe_cart:TrackOrderPage', {}],
  ['/search?q=ring', 'mfe_catalog:SearchPage', {}],
  ['/account', 'mfe_account:AccountPage', {}],
  ['/welcome', 'mfe_account:WelcomePage', {}],
  ['/cart', 'mfe_cart:CartPage', {}],
  ['/checkout', 'mfe_cart:CartPage', {}],
  ['/product/abc123', 'mfe_product:ProductPage', {}],
  ['/category/women', 'mfe_catalog:CategoryPage', { category: 'women' }],
  ['/womens', 'mfe_catalog:CategoryPage', { category: 'women' }],
  ['/category/Female', 'mfe_catalog:CategoryPage', { category: 'women' }],
  ['/category/men', 'mfe_catalog:CategoryPage', { category: 'men' }],
  ['/mens', 'mfe_catalog:CategoryPage', { category: 'men' }],
  ['/category/Male', 'mfe_catalog:CategoryPage', { category: 'men' }],
  ['/category/kids', 'mfe_catalog:CategoryPage', { category: 'kids' }],
  ['/category/Kids', 'mfe_catalog:CategoryPage', { category: 'kids' }],
  ['/category/couples', 'mfe_catalog:CategoryPage', { category: 'couples' }],
  ['/category/rings', 'mfe_catalog:CategoryPage', { category: 'rings' }],
  ['/category/pendants', 'mfe_catalog:CategoryPage', { category: 'pendants' }],
  ['/custom/women/rings', 'mfe_catalog:CustomListingPage', { people: 'women', piece: 'rings' }],
  ['/custom/women/bracelets', 'mfe_catalog:CustomListingPage', { people: 'women', piece: 'bracelets' }],
  ['/custom/women/pendants', 'mfe_catalog:CustomListingPage', { people: 'women', piece: 'pendants' }],
  ['/custom/women/Pendants', 'mfe_catalog:CustomListingPage', { people: 'women', piece: 'pendants' }],
  ['/custom/men/rings', 'mfe_catalog:CustomListingPage', { people: 'men', piece: 'rings' }],
  ['/custom/men/bracelets', 'mfe_catalog:CustomListingPage', { people: 'men', piece: 'bracelets' }],
  ['/custom/men/pendants', 'mfe_catalog:CustomListingPage', { people: 'men', piece: 'pendants' }],
  ['/custom/kids/rings', 'mfe_catalog:CustomListingPage', { people: 'kids', piece: 'rings' }],
  ['/custom/kids/bracelets', 'mfe_catalog:CustomListingPage', { people: 'kids', piece: 'bracelets' }],
  ['/custom/kids/pendants', 'mfe_catalog:CustomListingPage', { people: 'kids', piece: 'pendants' }],
  ['/womens-rings', 'mfe_catalog:CustomListingPage', { people: 'women', piece: 'rings' }],
  ['/all-products', 'mfe_catalog:AllProductsPage', {}],
  ['/all-procuct', 'mfe_catalog:AllProductsPage', {}],
];

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockImplementation(fakeLoadRemote as typeof loadRemote);
});

describe('route table', () => {
  it.each(expected)('%s renders %s with the right props', async (path, page, props) => {
    renderShell(path);
    expect(await screen.findByTestId('page')).toHaveTextContent(`${page}:${JSON.stringify(props)}`);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it.each(['/nowhere', '/category/unknown', '/custom/men/Pendants', '/Contact', '/product'])(
    '%s shows the shell\'s not-found page with a link home and loads no remote',
    (path) => {
      renderShell(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it('loads the page from the remote that owns it', async () => {
    renderShell('/track-order');
    await screen.findByTestId('page');
    expect(loadRemote).toHaveBeenCalledWith('mfe_cart/pages');
  });
});
