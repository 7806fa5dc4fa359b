import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';

/** A built-in luxury pendant (spec section 3): price is text with commas and decimals. */
export interface LuxuryPendant {
  id: number;
  name: string;
  price: string;
  image: string;
  inStock: boolean;
  category: 'Diamond' | 'Gold' | 'Pearl' | 'Personalized' | 'Gemstone' | 'Vintage' | 'Religious';
  description: string;
}

export const LUXURY_PENDANTS: LuxuryPendant[] = [
  {
    id: 501,
    name: 'Solitaire Diamond Drop',
    price: '18,500.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Diamond',
    description: 'A single brilliant stone on a fine silver bail.',
  },
  {
    id: 502,
    name: 'Golden Lotus Pendant',
    price: '12,750.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Gold',
    description: 'Gold-plated lotus petals around a polished centre.',
  },
  {
    id: 503,
    name: 'Freshwater Pearl Halo',
    price: '6,800.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Pearl',
    description: 'A lustrous pearl framed by a ring of tiny stones.',
  },
  {
    id: 504,
    name: 'Engraved Name Locket',
    price: '4,500.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Personalized',
    description: 'A heart locket engraved with the name you choose.',
  },
  {
    id: 505,
    name: 'Emerald Teardrop',
    price: '15,200.00',
    image: PLACEHOLDER_IMAGE,
    inStock: false,
    category: 'Gemstone',
    description: 'A deep green emerald in a teardrop setting.',
  },
  {
    id: 506,
    name: 'Antique Filigree Medallion',
    price: '9,400.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Vintage',
    description: 'Hand-worked filigree in an heirloom style.',
  },
  {
    id: 507,
    name: 'Om Sacred Pendant',
    price: '5,250.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Religious',
    description: 'The sacred Om in oxidised sterling silver.',
  },
  {
    id: 508,
    name: 'Ruby Heart Pendant',
    price: '11,300.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Gemstone',
    description: 'A ruby heart on a delicate silver chain.',
  },
];
