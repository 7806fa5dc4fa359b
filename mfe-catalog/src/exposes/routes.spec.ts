import { expandRoutes } from '@rmj/contracts';
import { routes } from './routes';

// Written out by hand from the spec (section 2) so a wrong entry in the list fails here.
const expected: [string, string, Record<string, string>][] = [
  ['/', 'HomePage', {}],
  ['/vel-kada', 'VelKadaPage', {}],
  ['/contact', 'ContactPage', {}],
  // Ours, not the spec's: the privacy notice India's DPDP Act asks for, linked from the footer.
  ['/privacy', 'PrivacyPage', {}],
  // Ours too: the seller's details and the policies India's E-Commerce Rules ask for.
  ['/seller', 'SellerPage', {}],
  ['/policies', 'PoliciesPage', {}],
  // Ours: the complaint form India's consumer-protection e-commerce rules ask for.
  ['/grievance', 'GrievancePage', {}],
  ['/old-gold', 'OldGoldPage', {}],
  ['/search', 'SearchPage', {}],
  ['/all-products', 'AllProductsPage', {}],
  ['/all-procuct', 'AllProductsPage', {}],
  ['/category/women', 'CategoryPage', { category: 'women' }],
  ['/womens', 'CategoryPage', { category: 'women' }],
  ['/category/Female', 'CategoryPage', { category: 'women' }],
  ['/category/men', 'CategoryPage', { category: 'men' }],
  ['/mens', 'CategoryPage', { category: 'men' }],
  ['/category/Male', 'CategoryPage', { category: 'men' }],
  ['/category/kids', 'CategoryPage', { category: 'kids' }],
  ['/category/Kids', 'CategoryPage', { category: 'kids' }],
  ['/category/couples', 'CategoryPage', { category: 'couples' }],
  ['/category/rings', 'CategoryPage', { category: 'rings' }],
  ['/category/pendants', 'CategoryPage', { category: 'pendants' }],
  ['/custom/women/rings', 'CustomListingPage', { people: 'women', piece: 'rings' }],
  ['/womens-rings', 'CustomListingPage', { people: 'women', piece: 'rings' }],
  ['/custom/women/bracelets', 'CustomListingPage', { people: 'women', piece: 'bracelets' }],
  ['/custom/women/pendants', 'CustomListingPage', { people: 'women', piece: 'pendants' }],
  ['/custom/women/Pendants', 'CustomListingPage', { people: 'women', piece: 'pendants' }],
  ['/custom/men/rings', 'CustomListingPage', { people: 'men', piece: 'rings' }],
  ['/custom/men/bracelets', 'CustomListingPage', { people: 'men', piece: 'bracelets' }],
  ['/custom/men/pendants', 'CustomListingPage', { people: 'men', piece: 'pendants' }],
  ['/custom/kids/rings', 'CustomListingPage', { people: 'kids', piece: 'rings' }],
  ['/custom/kids/bracelets', 'CustomListingPage', { people: 'kids', piece: 'bracelets' }],
  ['/custom/kids/pendants', 'CustomListingPage', { people: 'kids', piece: 'pendants' }],
];

it("serves exactly the spec's catalogue paths and aliases, each with its page and props", () => {
  const actual = expandRoutes('mfe_catalog', routes).map((r) => [r.path, r.page, r.props ?? {}]);
  expect(actual).toEqual(expect.arrayContaining(expected));
  expect(actual).toHaveLength(expected.length);
});

it('loads every page lazily from its own module', async () => {
  for (const route of routes) expect(typeof (await route.load())).toBe('function');
});

it('names and describes every page in Tamil too, the description of a length search engines show', async () => {
  const { seo } = await import('./routes');
  for (const page of seo.pages) {
    expect(page.ta?.name).toMatch(/[\u0B80-\u0BFF]/);
    expect(page.ta!.description.length).toBeGreaterThanOrEqual(50);
    expect(page.ta!.description.length).toBeLessThanOrEqual(160);
  }
});
