import type { MetalRate } from '@rmj/contracts';
import { rateChanges, ratesFormValues, ratesProblems, resultingRates, setRatesBody } from './rates-form';

const current: MetalRate[] = [
  { key: 'gold-999', paisePerGram: 780_000, derived: false },
  { key: 'gold-916', paisePerGram: 714_000, derived: true },
];

describe('the rate form', () => {
  it('sends typed rates and the derived purities, never a derived one’s leftover figure', () => {
    const values = ratesFormValues({ rates: current });
    expect(values.rates['gold-999']).toBe(7800);
    expect(values.derived['gold-916']).toBe(true);
    values.rates['silver-999'] = 95.5;
    expect(setRatesBody(values)).toEqual({ rates: { 'gold-999': 7800, 'silver-999': 95.5 }, derived: ['gold-916'] });
  });

  it('works derived rates out as @rmj/pricing does, to the rupee', () => {
    const values = ratesFormValues({ rates: current });
    values.derived['gold-750'] = true;
    // 7,800 × 750 / 999 = 5,855.86 → ₹5,856; 7,800 × 916 / 999 = 7,151.95 → ₹7,152.
    expect(resultingRates(values)).toEqual({ 'gold-999': 780_000, 'gold-916': 715_200, 'gold-750': 585_600 });
  });

  it('lists what a save changes, and nothing when nothing does', () => {
    const values = ratesFormValues({ rates: current });
    // The stored 22K (₹7,140) was derived from an earlier 24K: working it again moves it to ₹7,152.
    expect(rateChanges(current, values)).toEqual([
      { key: 'gold-916', label: 'Gold 22K (916)', before: 714_000, after: 715_200, derived: true },
    ]);
    values.derived['gold-916'] = false;
    values.rates['gold-916'] = 7140;
    expect(rateChanges(current, values)).toEqual([
      { key: 'gold-916', label: 'Gold 22K (916)', before: 714_000, after: 714_000, derived: false },
    ]);
    values.rates['gold-999'] = null;
    expect(rateChanges(current, values)[0]).toEqual({
      key: 'gold-999',
      label: 'Gold 24K (999)',
      before: 780_000,
      after: undefined,
      derived: false,
    });
  });

  it('gives the contract’s messages per rate', () => {
    const values = ratesFormValues({ rates: current });
    values.rates['gold-999'] = 0;
    values.rates['silver-925'] = 200_000;
    expect(ratesProblems(values)).toEqual({
      'rates.gold-999': 'A rate must be more than ₹0 a gram.',
      'rates.silver-925': 'A rate must be at most ₹1,00,000 a gram.',
    });
  });
});
