import {
  createPaymentOrderRequestSchema,
  customerDetailsMessages as M,
  customerDetailsSchema,
  orderNumberSchema,
  ORDER_NUMBER_PATTERN,
} from './index';

const valid = {
  name: 'Asha Iyer',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Temple Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
};

const firstMessage = (input: Record<string, unknown>, field: string) => {
  const result = customerDetailsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('customer details', () => {
  it('defaults the country to India and trims fields', () => {
    expect(customerDetailsSchema.parse({ ...valid, city: '  Madurai ' })).toMatchObject({
      country: 'India',
      city: 'Madurai',
    });
  });

  it.each([
    ['name', '', M.nameRequired],
    ['email', '', M.emailRequired],
    ['email', 'asha@', M.emailInvalid],
    ['phone', '', M.phoneRequired],
    ['phone', '98765', M.phoneInvalid],
    ['phone', '+1 555 123 4567', M.phoneInvalid],
    ['phone', '9'.repeat(40), M.phoneInvalid],
    ['address', '  ', M.addressRequired],
    ['city', '', M.cityRequired],
    ['state', '', M.stateRequired],
    ['zipCode', '', M.zipRequired],
    ['zipCode', '62500A', M.zipInvalid],
  ])('%s = %j says "%s"', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('keeps the phone as its 10 digits however it was written', () => {
    for (const written of ['98765 43210', '+91 98765 43210', '09876543210', '+91-98765-43210'])
      expect(customerDetailsSchema.parse({ ...valid, phone: written }).phone).toBe('9876543210');
  });

  it('gives the "required" message when a field is missing altogether', () => {
    expect(firstMessage({ ...valid, phone: undefined }, 'phone')).toBe(M.phoneRequired);
  });

  it('accepts only the six countries', () => {
    expect(customerDetailsSchema.safeParse({ ...valid, country: 'Canada' }).success).toBe(true);
    expect(customerDetailsSchema.safeParse({ ...valid, country: 'Mars' }).success).toBe(false);
  });
});

describe('checkout requests', () => {
  it('refuses unknown fields and a currency other than INR', () => {
    const base = { items: [{ productId: 'p', quantity: 1 }], customerDetails: valid };
    expect(createPaymentOrderRequestSchema.safeParse(base).success).toBe(true);
    expect(createPaymentOrderRequestSchema.safeParse({ ...base, currency: 'USD' }).success).toBe(false);
    expect(createPaymentOrderRequestSchema.safeParse({ ...base, price: 1 }).success).toBe(false);
  });

  it('drops embedded file data from a line’s personalisation', () => {
    const parsed = createPaymentOrderRequestSchema.parse({
      items: [
        {
          productId: 'p',
          quantity: 1,
          customization: { type: 'image', fileData: 'data:image/png;base64,AAAA', fileId: 'f1' },
        },
      ],
      customerDetails: valid,
    });
    expect(parsed.items[0].customization).toEqual({ type: 'image', fileId: 'f1' });
  });
});

describe('order numbers', () => {
  it('normalises what a shopper types and matches the RMJ- pattern', () => {
    const typed = orderNumberSchema.parse('  rmj-7k3m9q2x4p ');
    expect(typed).toBe('RMJ-7K3M9Q2X4P');
    expect(ORDER_NUMBER_PATTERN.test(typed)).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('RMJ-7K3M9Q2X4I')).toBe(false);
  });
});
