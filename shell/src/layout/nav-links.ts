// The site navigation, as data: the header menu and the footer read it. Every page is another part's,
// so every address comes from `paths` in @rmj/contracts.
import { paths } from '@rmj/contracts';

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
  { label: 'Women', to: paths.category('women') },
  { label: 'Men', to: paths.category('men') },
  { label: 'Kids', to: paths.category('kids') },
];

export const CUSTOM_LINKS: NavLinkItem[] = people.flatMap(([who, whoLabel]) =>
  pieces.map(([piece, pieceLabel]) => ({ label: `${whoLabel} ${pieceLabel}`, to: paths.customListing(who, piece) })),
);

export const NAVIGATION: NavEntry[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Shop by category', links: CATEGORY_LINKS },
  { label: 'Customised Jewellery', links: CUSTOM_LINKS },
  { label: 'Contact Us', to: paths.contact() },
  { label: 'Track Order', to: paths.trackOrder() },
];
