/**
 * The demo catalogue's words in Tamil, one for each English word of `catalogue-data.ts`, as a jeweller
 * in Tamil Nadu writes them on a tag (the shop's glossary: மோதிரம், பதக்கம், சங்கிலி, காப்பு, கொலுசு…).
 * Keyed by the English word, so the generator picks exactly as before and only looks the Tamil up.
 */
import type { ProductCustomizationType } from '@rmj/contracts';

/** Piece names (PieceKind.noun). */
export const NOUNS_TA: Record<string, string> = {
  Chain: 'சங்கிலி',
  Ring: 'மோதிரம்',
  Bracelet: 'பிரேஸ்லெட்',
  Pendant: 'பதக்கம்',
  'Metti (Toe Rings, Pair)': 'மெட்டி (ஜோடி)',
  'Kolusu Anklet': 'கொலுசு',
  Haaram: 'ஆரம்',
  Necklace: 'நெக்லஸ்',
  'Dollar Pendant with Earrings Set': 'டாலர், கம்மல் செட்',
  'Maattal Ear Chain': 'மாட்டல்',
  Earrings: 'கம்மல்',
  'Nose Pin': 'மூக்குத்தி',
  'Side Studs': 'பக்கத் தோடு',
  'Ear Rings': 'வளையக் கம்மல்',
  'Bangles (Pair)': 'வளையல்கள் (ஜோடி)',
  Stud: 'கடுக்கன்',
  Kada: 'காப்பு',
  'Baby Anklet': 'குழந்தைக் கொலுசு',
  'Thanda Leg Chain': 'தண்டை',
  'Baby Bangle': 'குழந்தை வளையல்',
  'Kids Studs': 'குழந்தைத் தோடு',
  'Thayathu Amulet': 'தாயத்து',
  'Kids Chain': 'குழந்தைச் சங்கிலி',
  'Baby Kada': 'குழந்தைக் காப்பு',
  'Promise Couple Rings': 'வாக்குறுதி ஜோடி மோதிரங்கள்',
  'Engagement Couple Rings': 'நிச்சயதார்த்த ஜோடி மோதிரங்கள்',
  'Wedding Couple Rings': 'திருமண ஜோடி மோதிரங்கள்',
  'Anniversary Couple Rings': 'திருமண நாள் ஜோடி மோதிரங்கள்',
};

/** Motifs (MOTIFS, every audience). */
export const MOTIFS_TA: Record<string, string> = {
  Lotus: 'தாமரை',
  Peacock: 'மயில்',
  Temple: 'கோயில்',
  Kolam: 'கோலம்',
  'Mango Bud': 'மாங்காய்',
  'Jasmine Bud': 'மல்லிகை மொட்டு',
  Paisley: 'பெய்ஸ்லி',
  Lakshmi: 'லட்சுமி',
  'Kemp Stone': 'கெம்புக் கல்',
  Filigree: 'ஃபிலிக்ரீ',
  Oxidised: 'ஆக்ஸிடைஸ்டு',
  'Jhumka Bell': 'ஜிமிக்கி மணி',
  Meenakari: 'மீனாகாரி',
  Kundan: 'குந்தன்',
  Nakshi: 'நகாஸ்',
  'Twisted Rope': 'முறுக்கு',
  Heart: 'இதயம்',
  Moonlight: 'நிலவொளி',
  Butterfly: 'வண்ணத்துப்பூச்சி',
  'Ruby Drop': 'மாணிக்கத் துளி',
  'Pearl Cluster': 'முத்துக் கொத்து',
  Annapakshi: 'அன்னபட்சி',
  Rudraksha: 'ருத்ராட்சம்',
  Om: 'ஓம்',
  Trishul: 'திரிசூலம்',
  'Lion Crest': 'சிங்க முத்திரை',
  Ganesha: 'விநாயகர்',
  'Cuban Link': 'கியூபன் லிங்க்',
  Rope: 'கயிறு',
  Figaro: 'ஃபிகாரோ',
  Vel: 'வேல்',
  Hammered: 'சுத்தியல் வேலைப்பாடு',
  Signet: 'முத்திரை',
  'Brushed Band': 'மேட் ஃபினிஷ்',
  'Tiger Eye': 'புலிக்கண்',
  Anchor: 'நங்கூரம்',
  Compass: 'திசைகாட்டி',
  Teddy: 'டெடி',
  'Little Krishna': 'குட்டி கிருஷ்ணர்',
  Star: 'நட்சத்திரம்',
  Nazar: 'திருஷ்டி',
  Ghungroo: 'சலங்கை',
  'Moon and Star': 'நிலா நட்சத்திரம்',
  Elephant: 'யானை',
  'Tiny Heart': 'குட்டி இதயம்',
  Flower: 'பூ',
  Bunny: 'முயல்',
  'Forever Yours': 'என்றும் உனக்காக',
  'Eternal Vows': 'நித்திய பந்தம்',
  'Two Hearts': 'இரு இதயங்கள்',
  Infinity: 'இன்ஃபினிட்டி',
  Saptapadi: 'சப்தபதி',
  Heartbeat: 'இதயத்துடிப்பு',
  'Thaali Knot': 'தாலி முடிச்சு',
  'Promise Knot': 'வாக்குறுதி முடிச்சு',
  'Sun and Moon': 'சூரியன் சந்திரன்',
  Kadhal: 'காதல்',
};

/** Finishes (FINISHES). */
export const FINISHES_TA: Record<string, string> = {
  Classic: 'கிளாசிக்',
  Handcrafted: 'கையால் செய்த',
  Antique: 'ஆன்டிக்',
  Royal: 'ராயல்',
  Dainty: 'மென்மையான',
  Bold: 'கம்பீரமான',
  Elegant: 'நேர்த்தியான',
  Heritage: 'பாரம்பரிய',
  Modern: 'நவீன',
  Sleek: 'மெல்லிய',
};

/** The metal as an adjective before the piece's name (தங்க மோதிரம், வெள்ளி மோதிரம்). */
export const METAL_TA = { Gold: 'தங்க', Silver: 'வெள்ளி' } as const;

/** "in <metal>" for the description's first sentence (the 22 காரட் becomes 18 with the English 22K). */
export const METAL_TEXT_TA = {
  Silver: '92.5 ஸ்டெர்லிங் வெள்ளியில்',
  Gold: 'BIS ஹால்மார்க் பெற்ற 22 காரட் தங்கத்தில்',
} as const;

/** First sentences, keyed by OPENINGS ({metal}: METAL_TEXT_TA). */
export const OPENINGS_TA: Record<string, string> = {
  'Handcrafted in {metal} by our artisans,': '{metal} எங்கள் கைவினைஞர்கள் கையால் செய்தது.',
  'Finished by hand in {metal},': '{metal} செய்து, கையால் மெருகேற்றப்பட்டது.',
  'Cast in {metal} and polished to a mirror shine,': '{metal} வார்த்து, கண்ணாடி போல் மின்னும்படி மெருகேற்றப்பட்டது.',
  'Made in {metal} in the traditional South Indian style,': 'பாரம்பரிய தென்னிந்திய பாணியில் {metal} செய்யப்பட்டது.',
};

/** The personalisation's sentence (CUSTOM_TEXT). */
export const CUSTOM_TEXT_TA: Record<ProductCustomizationType, string> = {
  fingerprint: 'உங்கள் அன்புக்குரியவரின் கைரேகையை நுணுக்கமாகப் பதிக்கலாம்.',
  engraving: 'ஒரு பெயர், தேதி அல்லது சிறு வாசகத்தைப் பொறிக்கலாம்.',
  combined: 'பொறிக்கும் எழுத்துகளுடன் கைரேகை அல்லது படத்தையும் சேர்க்கலாம்.',
  image: 'உங்களுக்குப் பிரியமானவரின் படத்தை உலோகத்தில் பதிக்கலாம்.',
};

/** Last sentences, keyed by CLOSINGS and the men's bracelet's warranty line. */
export const CLOSINGS_TA: Record<string, string> = {
  'Hallmark certified, with lifetime warranty and a gift box.':
    'ஹால்மார்க் சான்றிதழ், வாழ்நாள் உத்தரவாதம், பரிசுப் பெட்டியுடன் வருகிறது.',
  'Comes in our signature gift box with a certificate of authenticity.':
    'எங்கள் சிறப்புப் பரிசுப் பெட்டியில், நம்பகத்தன்மைச் சான்றிதழுடன் வருகிறது.',
  'Genuine metal with resale value across India; cash on delivery available.':
    'இந்தியா முழுவதும் மறுவிற்பனை மதிப்புள்ள அசல் உலோகம்; டெலிவரியின்போது பணம் செலுத்தலாம்.',
  'A perfect gift for birthdays, weddings and festivals.': 'பிறந்தநாள், திருமணம், பண்டிகைகளுக்கு ஏற்ற பரிசு.',
  'Hallmark certified, with a 2-year warranty and a gift box.':
    'ஹால்மார்க் சான்றிதழ், 2 ஆண்டு உத்தரவாதம், பரிசுப் பெட்டியுடன் வருகிறது.',
};

/** The hard consonants (க ச த ப) and the pulli letter a word before them takes: தங்கச் சங்கிலி, வெள்ளிப் பதக்கம். */
const DOUBLED: Record<string, string> = { க: 'க்', ச: 'ச்', த: 'த்', ப: 'ப்' };

/**
 * A modifier joined to the word after it, with the hard consonant doubled as written Tamil does
 * (தங்க + காப்பு → தங்கக் காப்பு, வெள்ளி + கொலுசு → வெள்ளிக் கொலுசு).
 */
export function joinTa(modifier: string, word: string): string {
  const doubled = DOUBLED[word.charAt(0)];
  // Only a consonant with its inherent vowel or a vowel sign doubles: a word that starts with a
  // consonant cluster written with a pulli (ஸ்) is a loanword and takes no doubling.
  return doubled && word.charAt(1) !== '்' ? `${modifier}${doubled} ${word}` : `${modifier} ${word}`;
}

/** The Tamil name and description of a seeded piece, from the English words it was made of. */
export function tamilTexts(piece: {
  finish: string;
  motif: string;
  productType: 'Gold' | 'Silver';
  noun: string;
  /** Grams, as the English description gives them. */
  gram: number;
  opening: string;
  custom: ProductCustomizationType;
  closing: string;
}): { nameTa: string; descriptionTa: string } {
  const nameTa = `${FINISHES_TA[piece.finish]} ${MOTIFS_TA[piece.motif]} ${joinTa(METAL_TA[piece.productType], NOUNS_TA[piece.noun])}`;
  const descriptionTa = [
    OPENINGS_TA[piece.opening].replace('{metal}', METAL_TEXT_TA[piece.productType]),
    `எடை ${piece.gram} கிராம்.`,
    CUSTOM_TEXT_TA[piece.custom],
    CLOSINGS_TA[piece.closing],
  ].join(' ');
  return { nameTa, descriptionTa };
}
