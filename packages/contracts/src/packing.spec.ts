import { packingMessages, packingParcelSchema, packingQuerySchema } from './packing';

describe('the packing query', () => {
  it('takes one order (as typed) or one day, and neither for today', () => {
    expect(packingQuerySchema.parse({ orderNumber: ' rmj-7k3m9q2x4p ' })).toEqual({ orderNumber: 'RMJ-7K3M9Q2X4P' });
    expect(packingQuerySchema.parse({ date: '2026-11-28' })).toEqual({ date: '2026-11-28' });
    expect(packingQuerySchema.parse({})).toEqual({});
  });

  it('says what is wrong: a malformed day or number, both at once, anything else', () => {
    const message = (query: unknown) => packingQuerySchema.safeParse(query).error?.issues[0].message;
    expect(message({ date: '28-11-2026' })).toBe(packingMessages.date);
    expect(message({ orderNumber: 'RMJ-1' })).toBe(packingMessages.orderNumber);
    expect(message({ date: '2026-11-28', orderNumber: 'RMJ-7K3M9Q2X4P' })).toBe(packingMessages.both);
    expect(packingQuerySchema.safeParse({ state: 'Shipped' }).success).toBe(false);
  });
});

describe('a parcel', () => {
  it('carries an amount to collect only as whole rupees above nothing', () => {
    const amount = packingParcelSchema.shape.amountToCollect;
    expect(amount.parse(undefined)).toBeUndefined();
    expect(amount.parse(1250)).toBe(1250);
    expect(amount.safeParse(0).success).toBe(false);
    expect(amount.safeParse(12.5).success).toBe(false);
  });
});
