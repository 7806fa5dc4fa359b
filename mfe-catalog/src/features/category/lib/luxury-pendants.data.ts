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
  /** Name and description on Tamil pages. */
  nameTa: string;
  descriptionTa: string;
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
    nameTa: 'ஒற்றை வைரத் துளி',
    descriptionTa: 'மெல்லிய வெள்ளிக் கொக்கியில் ஒளிரும் ஒற்றை வைரம்.',
  },
  {
    id: 502,
    name: 'Golden Lotus Pendant',
    price: '12,750.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Gold',
    description: 'Gold-plated lotus petals around a polished centre.',
    nameTa: 'தங்கத் தாமரைப் பதக்கம்',
    descriptionTa: 'மெருகேற்றிய நடுப்பகுதியைச் சுற்றி தங்க முலாம் பூசிய தாமரை இதழ்கள்.',
  },
  {
    id: 503,
    name: 'Freshwater Pearl Halo',
    price: '6,800.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Pearl',
    description: 'A lustrous pearl framed by a ring of tiny stones.',
    nameTa: 'நன்னீர் முத்து வளையம்',
    descriptionTa: 'சிறு கற்களின் வளையத்துக்குள் பளபளக்கும் முத்து.',
  },
  {
    id: 504,
    name: 'Engraved Name Locket',
    price: '4,500.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Personalized',
    description: 'A heart locket engraved with the name you choose.',
    nameTa: 'பெயர் பொறித்த லாக்கெட்',
    descriptionTa: 'நீங்கள் தேர்ந்த பெயர் பொறித்த இதய வடிவ லாக்கெட்.',
  },
  {
    id: 505,
    name: 'Emerald Teardrop',
    price: '15,200.00',
    image: PLACEHOLDER_IMAGE,
    inStock: false,
    category: 'Gemstone',
    description: 'A deep green emerald in a teardrop setting.',
    nameTa: 'மரகதத் துளி',
    descriptionTa: 'துளி வடிவப் பதிப்பில் அடர் பச்சை மரகதம்.',
  },
  {
    id: 506,
    name: 'Antique Filigree Medallion',
    price: '9,400.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Vintage',
    description: 'Hand-worked filigree in an heirloom style.',
    nameTa: 'பழங்கால நுண்வேலைப் பதக்கம்',
    descriptionTa: 'பாரம்பரியப் பாணியில் கையால் செய்த நுண்வேலைப்பாடு.',
  },
  {
    id: 507,
    name: 'Om Sacred Pendant',
    price: '5,250.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Religious',
    description: 'The sacred Om in oxidised sterling silver.',
    nameTa: 'ஓம் புனிதப் பதக்கம்',
    descriptionTa: 'ஆக்சிடைஸ் செய்த ஸ்டெர்லிங் வெள்ளியில் புனித ஓம்.',
  },
  {
    id: 508,
    name: 'Ruby Heart Pendant',
    price: '11,300.00',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Gemstone',
    description: 'A ruby heart on a delicate silver chain.',
    nameTa: 'மாணிக்க இதயப் பதக்கம்',
    descriptionTa: 'மென்மையான வெள்ளிச் சங்கிலியில் மாணிக்க இதயம்.',
  },
];
