/** Word lists for the demo catalogue: piece kinds per audience, motifs, description lines. */
import { PRODUCT_CUSTOMIZATION_LABELS, type PeopleCategory, type ProductCustomizationType } from '@rmj/contracts';

export interface PieceKind {
  /** productCategory value (spec section 9 lists). */
  category: string;
  /** Noun used in names. */
  noun: string;
  /** Drawing used as picture. */
  image: string;
  /** Silver weight range in grams; gold pieces weigh about a third. */
  grams: [number, number];
  /** Personalisations offered, the first being the main one. */
  custom: ProductCustomizationType[][];
  /** How often it appears in each round of the catalogue (rings, bracelets and pendants are the big lines). */
  weight: number;
}

const RING: ProductCustomizationType[][] = [
  ['fingerprint', 'engraving'],
  ['combined', 'engraving', 'fingerprint'],
  ['engraving'],
];
const BRACELET: ProductCustomizationType[][] = [['fingerprint', 'engraving'], ['engraving']];
const PENDANT: ProductCustomizationType[][] = [
  ['image', 'engraving'],
  ['engraving'],
  ['combined', 'image', 'engraving'],
];
const ENGRAVE: ProductCustomizationType[][] = [['engraving']];
const IMAGE: ProductCustomizationType[][] = [['engraving'], ['image', 'engraving']];

const k = (
  category: string,
  noun: string,
  image: string,
  grams: [number, number],
  custom: ProductCustomizationType[][],
  weight = 1,
): PieceKind => ({
  category,
  noun,
  image,
  grams,
  custom,
  weight,
});

export const PIECES: Record<PeopleCategory, PieceKind[]> = {
  women: [
    k('Chain', 'Chain', 'chain', [8, 30], IMAGE),
    k('Ring', 'Ring', 'ring', [2, 7], RING, 4),
    k('Bracelets', 'Bracelet', 'bracelet', [8, 22], BRACELET, 4),
    k('Pendants', 'Pendant', 'pendant', [2, 9], PENDANT, 4),
    k('metti', 'Metti (Toe Rings, Pair)', 'toering', [3, 8], ENGRAVE),
    k('Anklet', 'Kolusu Anklet', 'anklet', [20, 60], ENGRAVE),
    k('Haaram', 'Haaram', 'necklace', [45, 120], IMAGE),
    k('Neckles', 'Necklace', 'necklace', [20, 60], IMAGE),
    k('Dolar with Earings', 'Dollar Pendant with Earrings Set', 'pendant', [8, 18], PENDANT),
    k('Matil', 'Maattal Ear Chain', 'earring', [4, 10], ENGRAVE),
    k('Earings', 'Earrings', 'earring', [3, 10], ENGRAVE),
    k('Nose-pin', 'Nose Pin', 'nosepin', [0.5, 1.5], ENGRAVE),
    k('Side-studs', 'Side Studs', 'stud', [1, 3], ENGRAVE),
    k('Ear-Rings', 'Ear Rings', 'earring', [3, 9], ENGRAVE),
    k('Bangles', 'Bangles (Pair)', 'bangle', [20, 50], IMAGE),
  ],
  men: [
    k('Chain', 'Chain', 'chain', [15, 60], IMAGE),
    k('Ring', 'Ring', 'ring', [4, 12], RING, 4),
    k('Stud', 'Stud', 'stud', [1, 3], ENGRAVE),
    k('Bracelet', 'Bracelet', 'bracelet', [15, 45], BRACELET, 4),
    k('Pendant', 'Pendant', 'pendant', [3, 12], PENDANT, 4),
    k('Kada', 'Kada', 'bangle', [25, 70], ENGRAVE),
  ],
  kids: [
    k('Anklet', 'Baby Anklet', 'anklet', [6, 15], ENGRAVE),
    k('Thanda', 'Thanda Leg Chain', 'anklet', [8, 18], ENGRAVE),
    k('Bangle', 'Baby Bangle', 'bangle', [5, 12], IMAGE),
    k('Stud', 'Kids Studs', 'stud', [0.5, 2], ENGRAVE),
    k('Chain', 'Chain', 'chain', [4, 10], IMAGE),
    k('Ring', 'Ring', 'ring', [1, 4], RING, 4),
    k('Pendant', 'Pendant', 'pendant', [1, 5], PENDANT, 4),
    k('Bracelets', 'Bracelet', 'bracelet', [3, 9], BRACELET, 4),
    k('Ear-rings', 'Earrings', 'earring', [1, 4], ENGRAVE),
    k('Thayathu', 'Thayathu Amulet', 'pendant', [2, 6], IMAGE),
    k('Kids-chain', 'Kids Chain', 'chain', [3, 8], IMAGE),
    k('Kada', 'Baby Kada', 'bangle', [6, 14], ENGRAVE),
  ],
  couples: [
    k('Promise', 'Promise Couple Rings', 'ring', [6, 12], RING, 3),
    k('Engagement', 'Engagement Couple Rings', 'ring', [6, 14], RING, 3),
    k('Wedding', 'Wedding Couple Rings', 'ring', [7, 16], RING, 3),
    k('Anniversary', 'Anniversary Couple Rings', 'ring', [6, 14], RING, 3),
  ],
};

export const MOTIFS: Record<PeopleCategory, string[]> = {
  women: [
    'Lotus',
    'Peacock',
    'Temple',
    'Kolam',
    'Mango Bud',
    'Jasmine Bud',
    'Paisley',
    'Lakshmi',
    'Kemp Stone',
    'Filigree',
    'Oxidised',
    'Jhumka Bell',
    'Meenakari',
    'Kundan',
    'Nakshi',
    'Twisted Rope',
    'Heart',
    'Moonlight',
    'Butterfly',
    'Ruby Drop',
    'Pearl Cluster',
    'Annapakshi',
  ],
  men: [
    'Rudraksha',
    'Om',
    'Trishul',
    'Lion Crest',
    'Ganesha',
    'Cuban Link',
    'Rope',
    'Figaro',
    'Nakshi',
    'Vel',
    'Hammered',
    'Signet',
    'Brushed Band',
    'Tiger Eye',
    'Anchor',
    'Compass',
  ],
  kids: [
    'Teddy',
    'Little Krishna',
    'Butterfly',
    'Star',
    'Nazar',
    'Peacock',
    'Ghungroo',
    'Moon and Star',
    'Elephant',
    'Tiny Heart',
    'Flower',
    'Bunny',
  ],
  couples: [
    'Forever Yours',
    'Eternal Vows',
    'Two Hearts',
    'Infinity',
    'Saptapadi',
    'Heartbeat',
    'Thaali Knot',
    'Promise Knot',
    'Sun and Moon',
    'Kadhal',
  ],
};

export const FINISHES = [
  'Classic',
  'Handcrafted',
  'Antique',
  'Royal',
  'Dainty',
  'Bold',
  'Elegant',
  'Heritage',
  'Modern',
  'Sleek',
];

/** Labels of the personalisations (one list, in contracts: the admin form shows the same). */
export const CUSTOMIZATION_NAMES: Record<ProductCustomizationType, string> = PRODUCT_CUSTOMIZATION_LABELS;

/** customOption as the search cards test it: Fingerprint, Engraving, Image or combined. */
export const CUSTOM_OPTION: Record<ProductCustomizationType, string> = {
  fingerprint: 'Fingerprint',
  engraving: 'Engraving',
  combined: 'combined',
  image: 'Image',
};

export const METAL_TEXT = { Silver: '92.5 sterling silver', Gold: '22K BIS-hallmarked gold' } as const;

export const OPENINGS = [
  'Handcrafted in {metal} by our artisans,',
  'Finished by hand in {metal},',
  'Cast in {metal} and polished to a mirror shine,',
  'Made in {metal} in the traditional South Indian style,',
];

export const CUSTOM_TEXT: Record<ProductCustomizationType, string> = {
  fingerprint: "Add a loved one's fingerprint, captured in fine detail.",
  engraving: 'Engrave a name, a date or a short message.',
  combined: 'Combine engraved text with a fingerprint or a picture.',
  image: 'Add a photo of someone special, etched onto the metal.',
};

export const CLOSINGS = [
  'Hallmark certified, with lifetime warranty and a gift box.',
  'Comes in our signature gift box with a certificate of authenticity.',
  'Genuine metal with resale value across India; cash on delivery available.',
  'A perfect gift for birthdays, weddings and festivals.',
];
