import {
  basisPointsOfPercent,
  buybackTermsOf,
  canMoveOldGold,
  milligramsOf,
  OLD_GOLD_MESSAGES,
  oldGoldEstimate,
  oldGoldRequestSchema,
  setBuybackRequestSchema,
} from './old-gold';

const terms = { ratesPaisePerGram: { 'gold-916': 650_000, 'silver-925': 8_000 }, deductionBasisPoints: 250 };

describe('the old-gold estimate', () => {
  it('is weight × buy-back rate less the deduction, rounded to the rupee, with its breakup', () => {
    // 10.5 g of 22K at ₹6,500/g = ₹68,250; less 2.5% (₹1,706.25) = ₹66,543.75 → ₹66,544.
    expect(oldGoldEstimate('gold-916', milligramsOf(10.5), terms)).toEqual({
      purity: 'gold-916',
      weightMg: 10_500,
      ratePaisePerGram: 650_000,
      metalValuePaise: 6_825_000,
      deductionBasisPoints: 250,
      deductionPaise: 170_625,
      roundOffPaise: 25,
      estimateRupees: 66_544,
    });
  });

  it('rounds half a rupee down below 50 paise and works for milligrams of silver', () => {
    // 1.234 g of 925 at ₹80/g = ₹98.72; less 2.5% (₹2.47) = ₹96.25 → ₹96.
    const estimate = oldGoldEstimate('silver-925', 1_234, terms)!;
    expect(estimate.metalValuePaise).toBe(9_872);
    expect(estimate.deductionPaise).toBe(247);
    expect(estimate.estimateRupees).toBe(96);
    expect(estimate.roundOffPaise).toBe(-25);
  });

  it('keeps the whole value when the deduction is 0', () => {
    expect(oldGoldEstimate('gold-916', 1_000, { ...terms, deductionBasisPoints: 0 })?.estimateRupees).toBe(6_500);
  });

  it('is not available for a purity without a buy-back rate', () => {
    expect(oldGoldEstimate('gold-999', 1_000, terms)).toBeNull();
    expect(oldGoldEstimate('gold-916', 1_000, buybackTermsOf({ rates: [], deductionBasisPoints: 0 }))).toBeNull();
  });

  it('takes the table as the page receives it', () => {
    const t = buybackTermsOf({ rates: [{ purity: 'gold-750', paisePerGram: 500_000 }], deductionBasisPoints: 300 });
    expect(oldGoldEstimate('gold-750', 2_000, t)?.estimateRupees).toBe(9_700);
  });
});

describe("the owner's buy-back settings", () => {
  it('take rupees with up to two decimals and the deduction as a percentage', () => {
    const parsed = setBuybackRequestSchema.parse({ rates: { 'gold-916': 6500.5 }, deductionPercent: 2.5 });
    expect(parsed.rates['gold-916']).toBe(6500.5);
    expect(basisPointsOfPercent(parsed.deductionPercent)).toBe(250);
  });

  it('refuse no rates, three decimals and a deduction over 50%', () => {
    const messages = (body: unknown) =>
      setBuybackRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ rates: {}, deductionPercent: 2 })).toEqual([OLD_GOLD_MESSAGES.ratesNone]);
    expect(messages({ rates: { 'gold-916': 1.234 }, deductionPercent: 2 })).toEqual([OLD_GOLD_MESSAGES.rate]);
    expect(messages({ rates: { 'gold-916': 6500 }, deductionPercent: 51 })).toEqual([OLD_GOLD_MESSAGES.deduction]);
  });
});

describe("the customer's request", () => {
  const valid = { name: ' Meena ', phone: '+91 98765 43210', purity: 'gold-916', weightGrams: 12.5, contactBy: 'call' };

  it('keeps the phone as 10 digits and drops empty optional fields', () => {
    expect(oldGoldRequestSchema.parse({ ...valid, email: '', note: ' ' })).toEqual({
      name: 'Meena',
      phone: '9876543210',
      purity: 'gold-916',
      weightGrams: 12.5,
      contactBy: 'call',
    });
  });

  it('says exactly what is wrong with each field', () => {
    const result = oldGoldRequestSchema.safeParse({
      name: '',
      phone: '12345',
      email: 'meena@',
      purity: 'gold-123',
      weightGrams: 0,
      contactBy: 'post',
    });
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      name: OLD_GOLD_MESSAGES.name,
      phone: OLD_GOLD_MESSAGES.phone,
      email: OLD_GOLD_MESSAGES.email,
      purity: OLD_GOLD_MESSAGES.purity,
      weightGrams: OLD_GOLD_MESSAGES.weightPositive,
      contactBy: OLD_GOLD_MESSAGES.contactBy,
    });
  });
});

describe("a request's moves", () => {
  it('go new → contacted → closed, or new → closed, never back', () => {
    expect(canMoveOldGold('new', 'contacted')).toBe(true);
    expect(canMoveOldGold('new', 'closed')).toBe(true);
    expect(canMoveOldGold('contacted', 'closed')).toBe(true);
    expect(canMoveOldGold('closed', 'contacted')).toBe(false);
    expect(OLD_GOLD_MESSAGES.moveRefused('closed', 'contacted')).toBe(
      'A request that is closed cannot be marked contacted.',
    );
  });
});
