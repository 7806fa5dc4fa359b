import { customerInputSchema, customerMessages, customerNoteInputSchema } from './customers';
import { customerOrdersQuerySchema } from './customer-orders';

describe('customer details as staff type them', () => {
  it('keeps one form of the phone and e-mail, and no e-mail when blank', () => {
    expect(
      customerInputSchema.parse({ name: ' Lakshmi ', phone: '+91 98400-12345', email: ' Lakshmi@Example.IN ' }),
    ).toEqual({
      name: 'Lakshmi',
      phone: '9840012345',
      email: 'lakshmi@example.in',
      addresses: [],
    });
    expect(customerInputSchema.parse({ name: 'Ravi', phone: '098400 12345', email: '' })).toEqual({
      name: 'Ravi',
      phone: '9840012345',
      addresses: [],
    });
  });

  it('answers each wrong field with its own message', () => {
    const result = customerInputSchema.safeParse({ name: ' ', phone: '12345', email: 'ravi@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', customerMessages.nameRequired],
      ['phone', customerMessages.phoneInvalid],
      ['email', customerMessages.emailInvalid],
    ]);
    expect(customerInputSchema.safeParse({ name: 'Ravi', phone: '9840012345', role: 'owner' }).success).toBe(false);
    expect(customerNoteInputSchema.safeParse({ text: '   ' }).error?.issues[0].message).toBe(
      customerMessages.noteRequired,
    );
  });

  it('reads the userIds of an orders summary as a list without repeats', () => {
    expect(customerOrdersQuerySchema.parse({ userIds: 'u1, u2,u1,' })).toEqual({ userIds: ['u1', 'u2'] });
    expect(customerOrdersQuerySchema.safeParse({ userIds: ' , ' }).success).toBe(false);
  });
});
