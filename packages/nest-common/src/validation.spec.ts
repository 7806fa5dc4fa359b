import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { hasOperatorKey, parseWith } from './validation';

describe('input validation', () => {
  it('finds MongoDB operators at any depth, and leaves ordinary input alone', () => {
    expect(hasOperatorKey({ minPrice: { $gt: '1' } })).toBe(true);
    expect(hasOperatorKey({ a: [{ b: { $where: 'x' } }] })).toBe(true);
    expect(hasOperatorKey({ 'profile.email': 'x' })).toBe(false);
    expect(hasOperatorKey({ name: 'Silver $ ring', price: 10 })).toBe(false);
    expect(hasOperatorKey(JSON.parse('{"__proto__": {"admin": true}}'))).toBe(true);
  });

  it('answers a 400 whose message is the first problem found', () => {
    const schema = z.object({ email: z.string().email('Please enter a valid email address.') }).strict();
    expect(parseWith(schema, { email: 'a@b.in' })).toEqual({ email: 'a@b.in' });
    try {
      parseWith(schema, { email: 'nope' });
      throw new Error('should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(BadRequestException);
      const body = (err as BadRequestException).getResponse() as { message: string; issues: unknown[] };
      expect(body.message).toBe('Please enter a valid email address.');
      expect(body.issues).toHaveLength(1);
    }
  });
});
