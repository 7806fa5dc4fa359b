import { draftOrderInputSchema, draftOrderMessages, sameDiscount } from './draft-orders';

const customer = { ordersUserId: 'cus_1', name: ' Meena ', phone: '+91 98400 12345', email: ' Meena@Example.IN ' };
const custom = {
  kind: 'custom',
  description: 'Kada with peacock',
  rateKey: 'gold-916',
  netWeightGrams: 18.25,
  priceRupees: 140_000,
  quantity: 1,
};

describe('a draft order as staff type it', () => {
  it('keeps the customer in one form, catalogue lines as the cart sends them and custom lines as typed', () => {
    const draft = draftOrderInputSchema.parse({
      customer,
      lines: [
        { kind: 'catalogue', productId: 'a1', quantity: 2, size: ' 2.6 ', customization: { type: 'text' } },
        custom,
      ],
    });
    expect(draft.customer).toEqual({
      ordersUserId: 'cus_1',
      name: 'Meena',
      phone: '9840012345',
      email: 'meena@example.in',
    });
    expect(draft.lines[0]).toEqual({
      kind: 'catalogue',
      productId: 'a1',
      quantity: 2,
      size: '2.6',
      customization: { type: 'text' },
    });
    expect(draft.lines[1]).toEqual(custom);
  });

  it('answers each wrong line with its own message', () => {
    const messages = (lines: unknown[]) =>
      draftOrderInputSchema.safeParse({ customer, lines }).error?.issues.map((i) => i.message);
    expect(messages([])).toEqual([draftOrderMessages.linesRequired]);
    expect(messages([{ ...custom, netWeightGrams: -1 }])).toEqual([draftOrderMessages.weightInvalid]);
    expect(messages([{ ...custom, priceRupees: 0 }])).toEqual([draftOrderMessages.priceInvalid]);
    expect(messages([{ ...custom, kind: 'gift' }])).toEqual([
      "Each line is a catalogue piece (kind 'catalogue') or a custom piece (kind 'custom').",
    ]);
  });
});

describe('sameDiscount', () => {
  it('is the same rule only with the same kind, value and reason', () => {
    const ten = { kind: 'percent', percent: 10, reason: 'Wedding' } as const;
    expect(sameDiscount(ten, { ...ten })).toBe(true);
    expect(sameDiscount(undefined, undefined)).toBe(true);
    expect(sameDiscount(ten, { ...ten, percent: 11 })).toBe(false);
    expect(sameDiscount(ten, { ...ten, reason: 'Festival' })).toBe(false);
    expect(sameDiscount(ten, { kind: 'amount', rupees: 10, reason: 'Wedding' })).toBe(false);
    expect(sameDiscount(ten, undefined)).toBe(false);
  });
});
