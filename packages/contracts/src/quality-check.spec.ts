import type { PriceBreakupWire } from './metal-pricing';
import type { PricedLine } from './orders';
import { isTooLight, piecesToCheck, qualityCheckInputSchema, tooLightMessage } from './quality-check';

const byWeight = (netWeightMg: number): PriceBreakupWire => ({
  pricing: 'by-weight',
  purity: '22K916',
  rateKey: 'gold-916',
  netWeightMg,
  grossWeightMg: netWeightMg,
  ratePaisePerGram: 650_000,
  metalValue: 0,
  making: { charge: { kind: 'fixed', paise: 0 }, amount: 0 },
  discount: { on: 'making', amount: 0 },
  stones: [],
  stonesValue: 0,
  hallmarking: 0,
  taxable: 0,
  gst: 0,
  roundOff: 0,
  total: 0,
  totalBeforeDiscount: 0,
});

describe('the 2 % rule', () => {
  it('lets a piece exactly 2 % lighter pass and refuses one lighter still', () => {
    expect(isTooLight(9_800, 10_000)).toBe(false);
    expect(isTooLight(9_799, 10_000)).toBe(true);
    expect(isTooLight(12_000, 10_000)).toBe(false);
    expect(tooLightMessage(9_799, 10_000)).toBe(
      '9.799 g is more than 2 % below the 10.000 g this piece was priced at. The owner may accept it with a reason.',
    );
  });
});

describe('piecesToCheck', () => {
  it('lists the hallmarked pieces without a HUID, with the weight they were priced at', () => {
    const lines: Pick<PricedLine, 'name' | 'quantity' | 'pricingRecord' | 'make'>[] = [
      { name: 'Chain', quantity: 2, pricingRecord: { breakup: byWeight(10_000), huids: ['AB12C3'] } },
      { name: 'Ring', quantity: 1, make: { metal: 'Silver', gram: 4.2 } },
      {
        name: 'Coin',
        quantity: 1,
        make: { metal: 'Gold', gram: 8 },
        pricingRecord: {
          breakup: { pricing: 'fixed', taxable: 0, gst: 0, roundOff: 0, total: 0, totalBeforeDiscount: 0 },
          huids: [],
        },
      },
    ];
    expect(piecesToCheck(lines)).toEqual([
      { line: 0, piece: 1, name: 'Chain', pricedNetWeightMg: 10_000 },
      { line: 2, piece: 0, name: 'Coin', pricedNetWeightMg: 8_000 },
    ]);
  });
});

describe('the Quality check body', () => {
  it('upper-cases HUIDs and refuses a weight that is not whole milligrams', () => {
    const ok = qualityCheckInputSchema.parse({
      pieces: [{ line: 0, piece: 0, huid: 'ab12c3', actualNetWeightMg: 4200 }],
    });
    expect(ok.pieces[0].huid).toBe('AB12C3');
    expect(
      qualityCheckInputSchema.safeParse({ pieces: [{ line: 0, piece: 0, huid: 'AB12C3', actualNetWeightMg: 4.2 }] })
        .success,
    ).toBe(false);
  });
});
