/**
 * What a shopper's e-mail says under a piece priced by weight: its purity, net weight, the rate it
 * was priced at and, when known, its HUIDs ("Gold 22K916 · net weight 12.345 g · rate ₹7,152 a gram · HUID
 * AB12C3"; in Tamil "தங்கம் 22K916 · நிகர எடை 12.345 கிராம் · கிராமுக்கு ₹7,152 · HUID AB12C3").
 * Read from the line's pricing record; a fixed-price line or an older order's says nothing more.
 */
import type { PricedLine, ShopLanguage } from '@rmj/contracts';

const rupeesPerGram = (paise: number, lang: ShopLanguage) =>
  new Intl.NumberFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

const WORDS = {
  en: {
    gold: (purity: string) => `Gold ${purity}`,
    weight: (grams: string, each: boolean) => `net weight ${grams} g${each ? ' each' : ''}`,
    rate: (rate: string) => `rate ${rate} a gram`,
  },
  ta: {
    gold: (purity: string) => `தங்கம் ${purity}`,
    weight: (grams: string, each: boolean) => `${each ? 'ஒவ்வொன்றின் ' : ''}நிகர எடை ${grams} கிராம்`,
    rate: (rate: string) => `கிராமுக்கு ${rate}`,
  },
} as const satisfies Record<ShopLanguage, unknown>;

/** The line's by-weight details in one line, or undefined when it was not priced by weight. */
export function byWeightDetails(line: PricedLine, lang: ShopLanguage = 'en'): string | undefined {
  const record = line.pricingRecord;
  const b = record?.breakup;
  if (!b || b.pricing !== 'by-weight') return undefined;
  const words = WORDS[lang];
  const huids = (record.huids ?? []).filter(Boolean);
  return [
    // '22K916' says gold only to a jeweller; 'Silver 925' names its metal already.
    b.rateKey.startsWith('gold') ? words.gold(b.purity) : b.purity,
    words.weight((b.netWeightMg / 1000).toFixed(3), line.quantity > 1),
    words.rate(rupeesPerGram(b.ratePaisePerGram, lang)),
    ...(huids.length ? [`${huids.length > 1 ? 'HUIDs' : 'HUID'} ${huids.join(', ')}`] : []),
  ].join(' · ');
}
