import {
  assertWhole,
  basisPointsFromPercent,
  divideRounded,
  multiplyExact,
  paiseFromRupees,
  roundToRupee,
} from './money';

describe('divideRounded', () => {
  it('rounds to the nearest whole number, a half up', () => {
    expect(divideRounded(14, 10)).toBe(1);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(16, 10)).toBe(2);
    expect(divideRounded(0, 7)).toBe(0);
    // 2 / 3 = 0.666…, 1 / 3 = 0.333…
    expect(divideRounded(2, 3)).toBe(1);
    expect(divideRounded(1, 3)).toBe(0);
  });

  it('refuses fractions, negatives, a zero divisor and sums beyond safe integers', () => {
    expect(() => divideRounded(1.5, 10)).toThrow(RangeError);
    expect(() => divideRounded(-1, 10)).toThrow(RangeError);
    expect(() => divideRounded(10, 0)).toThrow(RangeError);
    expect(() => divideRounded(10, 2.5)).toThrow(RangeError);
    expect(() => divideRounded(Number.MAX_SAFE_INTEGER, 10)).toThrow(/too large/);
  });
});

describe('multiplyExact and assertWhole', () => {
  it('multiplies whole numbers and refuses a product a float would round', () => {
    expect(multiplyExact(8450, 715_000)).toBe(6_041_750_000);
    expect(() => multiplyExact(2 ** 30, 2 ** 30)).toThrow(/too large/);
    expect(() => multiplyExact(0.1, 3)).toThrow(RangeError);
  });

  it('names what is not a whole amount', () => {
    expect(assertWhole(0, 'x')).toBe(0);
    expect(() => assertWhole(Number.NaN, 'the rate')).toThrow(
      'the rate must be a whole number of at least 0 (got NaN)',
    );
  });
});

describe('roundToRupee', () => {
  it('takes 50 paise and more up to the next rupee, less than 50 down (CGST Act s. 170)', () => {
    expect(roundToRupee(6_974_349)).toBe(6_974_300);
    expect(roundToRupee(6_974_350)).toBe(6_974_400);
    expect(roundToRupee(6_974_400)).toBe(6_974_400);
    expect(roundToRupee(49)).toBe(0);
    expect(roundToRupee(50)).toBe(100);
  });
});

describe('paiseFromRupees', () => {
  it('reads rupees with paise to the nearest paisa, whatever the float looks like', () => {
    expect(paiseFromRupees(2500)).toBe(250_000);
    expect(paiseFromRupees(1234.5)).toBe(123_450);
    // 0.1 + 0.2 = 0.30000000000000004 rupees is 30 paise.
    expect(paiseFromRupees(0.1 + 0.2)).toBe(30);
    expect(paiseFromRupees(1.005)).toBe(100);
    expect(() => paiseFromRupees(-1)).toThrow(RangeError);
    expect(() => paiseFromRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('basisPointsFromPercent', () => {
  it('keeps percentages of up to two decimals exactly, and refuses finer ones', () => {
    expect(basisPointsFromPercent(12)).toBe(1200);
    expect(basisPointsFromPercent(12.5)).toBe(1250);
    expect(basisPointsFromPercent(0.25)).toBe(25);
    expect(basisPointsFromPercent(14.35)).toBe(1435);
    expect(basisPointsFromPercent(0)).toBe(0);
    expect(() => basisPointsFromPercent(12.345)).toThrow(RangeError);
    expect(() => basisPointsFromPercent(-1)).toThrow(RangeError);
    expect(() => basisPointsFromPercent(Number.NaN)).toThrow(RangeError);
  });
});
