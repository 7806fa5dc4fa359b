// The site navigation, as data: the header menu and the footer read it.

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

const people = [
  ['women', "Women's"],
  ['men', "Men's"],
  ['kids', "Kids'"],
] as const;
const pieces = [
  ['rings', 'Rings'],
  ['bracelets', 'Bracelets'],
  ['pendants', 'Pendants'],
] as const;

export const CATEGORY_LINKS: NavLinkItem[] = [
  { label: 'Women', to: '/category/women' },
  { label: 'Men', to: '/category/men' },
  { label: 'Kids', to: '/category/kids' },
];

export const CUSTOM_LINKS: NavLinkItem[] = people.flatMap(([who, whoLabel]) =>
  pieces.map(([piece, pieceLabel]) => ({ label: `${whoLabel} ${pieceLabel}`, to: `/custom/${who}/${piece}` })),
);

export const NAVIGATION: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop by category', links: CATEGORY_LINKS },
  { label: 'Customised Jewellery', links: CUSTOM_LINKS },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Track Order', to: '/track-order' },
];
