// The site navigation, as data: the header menu and the footer read it. Every page is another part's,
// so every address comes from `paths` in @rmj/contracts; every label is a key of the shell's words.
import { paths } from '@rmj/contracts';
import type en from '../i18n/en';

/** A key of the shell's words. */
export type ShellWord = keyof typeof en;

export interface NavLinkItem {
  label: ShellWord;
  to: string;
}

export interface NavGroup {
  label: ShellWord;
  links: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

export const CATEGORY_LINKS: NavLinkItem[] = [
  { label: 'nav.women', to: paths.category('women') },
  { label: 'nav.men', to: paths.category('men') },
  { label: 'nav.kids', to: paths.category('kids') },
];

// Spelt out (not built from parts) so each label is one whole phrase in either language.
export const CUSTOM_LINKS: NavLinkItem[] = [
  { label: 'nav.custom.women.rings', to: paths.customListing('women', 'rings') },
  { label: 'nav.custom.women.bracelets', to: paths.customListing('women', 'bracelets') },
  { label: 'nav.custom.women.pendants', to: paths.customListing('women', 'pendants') },
  { label: 'nav.custom.men.rings', to: paths.customListing('men', 'rings') },
  { label: 'nav.custom.men.bracelets', to: paths.customListing('men', 'bracelets') },
  { label: 'nav.custom.men.pendants', to: paths.customListing('men', 'pendants') },
  { label: 'nav.custom.kids.rings', to: paths.customListing('kids', 'rings') },
  { label: 'nav.custom.kids.bracelets', to: paths.customListing('kids', 'bracelets') },
  { label: 'nav.custom.kids.pendants', to: paths.customListing('kids', 'pendants') },
];

export const NAVIGATION: NavEntry[] = [
  { label: 'nav.home', to: paths.home() },
  { label: 'nav.byCategory', links: CATEGORY_LINKS },
  { label: 'nav.customised', links: CUSTOM_LINKS },
  { label: 'nav.contact', to: paths.contact() },
  { label: 'nav.trackOrder', to: paths.trackOrder() },
];
