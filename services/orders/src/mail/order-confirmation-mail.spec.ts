import { addBusinessDays, deliveryEstimate } from './order-confirmation-mail';

it('counts business days Monday to Saturday', () => {
  const saturday = new Date('2026-01-10T06:00:00Z');
  expect(addBusinessDays(saturday, 1).toISOString().slice(0, 10)).toBe('2026-01-12');
});

it('adds 5-7 business days when a piece is customised', () => {
  const paid = new Date('2026-01-05T06:00:00Z');
  expect(deliveryEstimate(paid, false)).toBe('Estimated delivery: Thu, 8 Jan - Sat, 10 Jan (3-5 business days)');
  expect(deliveryEstimate(paid, true)).toContain('(8-12 business days, including 5-7 additional business days for customised pieces)');
});
