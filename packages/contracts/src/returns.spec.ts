import {
  canMoveReturn,
  createReturnRequestSchema,
  isMadeForOne,
  RETURN_MESSAGES,
  RETURN_STATE,
  returnCreditPaise,
  returnsRule,
} from './returns';

const FILE = 'a'.repeat(32);

describe('return requests', () => {
  it('words the window from the setting, and no returns at 0', () => {
    expect(RETURN_MESSAGES.windowClosed(7)).toBe(
      'This piece was delivered more than 7 days ago: the return window has closed.',
    );
    expect(RETURN_MESSAGES.windowClosed(1)).toContain('more than 1 day ago');
    expect(returnsRule(0)).toBe('Pieces cannot be returned once delivered.');
    expect(RETURN_MESSAGES.noReturns).toBe(returnsRule(0));
  });

  it('asks an exchange for the piece wanted, and takes at most three photos', () => {
    const base = { kind: 'return', reason: 'wrongSize', lines: [{ line: 0, quantity: 1 }] } as const;
    expect(createReturnRequestSchema.safeParse(base).success).toBe(true);
    const exchange = createReturnRequestSchema.safeParse({ ...base, kind: 'exchange' });
    expect(exchange.error?.issues[0]).toMatchObject({ path: ['wanted', 'size'], message: RETURN_MESSAGES.wanted });
    const photos = createReturnRequestSchema.safeParse({ ...base, photoFileIds: [FILE, FILE, FILE, FILE] });
    expect(photos.error?.issues[0].message).toBe(RETURN_MESSAGES.photos);
    const twice = createReturnRequestSchema.safeParse({ ...base, lines: [base.lines[0], base.lines[0]] });
    expect(twice.error?.issues[0].message).toBe(RETURN_MESSAGES.lines);
  });

  it('moves a request only along its machine', () => {
    expect(canMoveReturn(RETURN_STATE.requested, RETURN_STATE.approved)).toBe(true);
    expect(canMoveReturn(RETURN_STATE.requested, RETURN_STATE.received)).toBe(false);
    expect(canMoveReturn(RETURN_STATE.passedCheck, RETURN_STATE.refunded)).toBe(true);
    expect(canMoveReturn(RETURN_STATE.refused, RETURN_STATE.approved)).toBe(false);
  });

  it('credits what was paid for the returned pieces, less their share of the discount', () => {
    const order = {
      lines: [
        { price: 2500, quantity: 2 },
        { price: 12000, quantity: 1 },
      ],
      subtotal: 17000,
      discount: 0,
    };
    expect(returnCreditPaise(order, [{ line: 0, quantity: 1 }])).toBe(250_000);
    const discounted = { ...order, discount: 1700 };
    expect(returnCreditPaise(discounted, [{ line: 1, quantity: 1 }])).toBe(1_080_000);
  });

  it('locks personalised and made-to-order lines', () => {
    expect(isMadeForOne({ productId: 'p', customization: { type: 'engraving' } })).toBe(true);
    expect(isMadeForOne({ productId: 'p' }, ['p'])).toBe(true);
    expect(isMadeForOne({ productId: 'p' })).toBe(false);
  });
});
