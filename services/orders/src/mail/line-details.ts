/**
 * What a shopper's e-mail says under a piece priced by weight: its purity, net weight, the rate it
 * was priced at and, when known, its HUIDs ("Gold 22K916 · net weight 12.345 g · rate ₹7,152 a gram · HUID
 * AB12C3").
 * Read from the line's pricing record; a fixed-price line or an older order's says nothing more.
 */
import type { PricedLine } from '@rmj/contracts';

const rupeesPerGram = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

/** The line's by-weight details in one line, or undefined when it was not priced by weight. */
export function byWeightDetails(line: PricedLine): string | undefined {
  const record = line.pricingRecord;
  const b = record?.breakup;
  if (!b || b.pricing !== 'by-weight') return undefined;
  const huids = (record.huids ?? []).filter(Boolean);
  return [
    // '22K916' says gold only to a jeweller; 'Silver 925' names its metal already.
    b.rateKey.startsWith('gold') ? `Gold ${b.purity}` : b.purity,
    `net weight ${(b.netWeightMg / 1000).toFixed(3)} g${line.quantity > 1 ? ' each' : ''}`,
    `rate ${rupeesPerGram(b.ratePaisePerGram)} a gram`,
    ...(huids.length ? [`${huids.length > 1 ? 'HUIDs' : 'HUID'} ${huids.join(', ')}`] : []),
  ].join(' · ');
}
