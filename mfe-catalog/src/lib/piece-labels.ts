// The catalogue's kinds of piece and metals (PRODUCT_CATEGORIES of @rmj/contracts, the values the
// filters send) as a shopper reads them: the value itself in English, its Tamil word on Tamil pages.
import { words, type WordKey } from '../i18n';

const LABELS: Readonly<Record<string, WordKey>> = {
  Chain: 'piece.chain',
  Ring: 'piece.ring',
  Bracelets: 'piece.bracelets',
  Bracelet: 'piece.bracelet',
  Pendants: 'piece.pendants',
  Pendant: 'piece.pendant',
  metti: 'piece.metti',
  Anklet: 'piece.anklet',
  Haaram: 'piece.haaram',
  Neckles: 'piece.necklace',
  'Dolar with Earings': 'piece.dollarEarrings',
  Matil: 'piece.matil',
  Earings: 'piece.earrings',
  'Nose-pin': 'piece.nosePin',
  'Side-studs': 'piece.sideStuds',
  'Ear-Rings': 'piece.earRings',
  'Ear-rings': 'piece.earRings',
  Bangles: 'piece.bangles',
  Bangle: 'piece.bangle',
  Stud: 'piece.stud',
  Kada: 'piece.kada',
  Thanda: 'piece.thanda',
  Thayathu: 'piece.thayathu',
  'Kids-chain': 'piece.kidsChain',
  Promise: 'piece.promise',
  Engagement: 'piece.engagement',
  Wedding: 'piece.wedding',
  Anniversary: 'piece.anniversary',
  Diamond: 'piece.diamond',
  Pearl: 'piece.pearl',
  Personalized: 'piece.personalized',
  Gemstone: 'piece.gemstone',
  Vintage: 'piece.vintage',
  Religious: 'piece.religious',
  Gold: 'material.gold',
  Silver: 'material.silver',
};

/** A kind of piece or metal in the page's language; a value the list does not know is shown as it is. */
export function usePieceLabel(): (value: string | undefined) => string | undefined {
  const t = words.useT();
  return (value) => {
    if (value === undefined) return undefined;
    const key = LABELS[value];
    return key ? t(key) : value;
  };
}
