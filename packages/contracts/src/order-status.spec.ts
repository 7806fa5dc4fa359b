import {
  canMove,
  orderStatusLabel,
  isOrderState,
  ORDER_STATE,
  ORDER_STATES,
  orderStatusDisplay,
  PAYMENT_STATUS,
  paymentStatusColour,
  type OrderState,
} from './order-status';

// Written out by hand (not read from ORDER_MOVES), so a change to the table fails here until it is meant.
const ALLOWED: ReadonlyArray<[OrderState, OrderState]> = [
  ['Awaiting payment', 'Processing'],
  ['Awaiting payment', 'Cancelled'],
  ['Awaiting confirmation', 'Processing'],
  ['Awaiting confirmation', 'Cancelled'],
  ['Processing', 'In workshop'],
  ['Processing', 'Cancelled'],
  ['In workshop', 'Quality check'],
  ['Quality check', 'Shipped'],
  ['Quality check', 'In workshop'],
  ['Shipped', 'Delivered'],
  ['Shipped', 'Returned'],
  ['Shipped', 'Returned to origin'],
  ['Delivered', 'Returned'],
  ['Cancelled', 'Refunded'],
  ['Returned', 'Refunded'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from} -> ${to}`));
const everyPair = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to] as const));

it('stores today’s states as the shop always has, and lists the lifecycle in order', () => {
  expect(ORDER_STATE.paid).toBe('Processing');
  expect(PAYMENT_STATUS.paid).toBe('Paid');
  expect(ORDER_STATES).toEqual([
    'Awaiting payment',
    'Awaiting confirmation',
    'Processing',
    'In workshop',
    'Quality check',
    'Shipped',
    'Delivered',
    'Cancelled',
    'Returned',
    'Refunded',
    'Returned to origin',
  ]);
});

it.each(ALLOWED)('allows %s -> %s', (from, to) => {
  expect(canMove(from, to)).toBe(true);
});

it.each(everyPair.filter(([from, to]) => !allowed.has(`${from} -> ${to}`)))('refuses %s -> %s', (from, to) => {
  expect(canMove(from, to)).toBe(false);
});

it('refuses moves from or to a state it does not know, and staying put', () => {
  expect(canMove('Paid' as OrderState, 'In workshop')).toBe(false);
  expect(canMove('Processing', 'Lost' as OrderState)).toBe(false);
  expect(canMove('__proto__' as OrderState, 'Shipped')).toBe(false);
  for (const state of ORDER_STATES) expect(canMove(state, state)).toBe(false);
  expect(isOrderState('Shipped')).toBe(true);
  expect(isOrderState('shipped')).toBe(false);
  expect(isOrderState(undefined)).toBe(false);
});

it('ends an order only in Refunded or Returned to origin (nothing was paid); every other state has a way on', () => {
  const ends = ORDER_STATES.filter((from) => ORDER_STATES.every((to) => !canMove(from, to)));
  expect(ends).toEqual(['Refunded', 'Returned to origin']);
});

it('shows each state by its label, Shipped in blue and every other state in orange (spec section 2)', () => {
  expect(ORDER_STATES.map((state) => orderStatusDisplay(state))).toEqual([
    { label: 'Awaiting payment', colour: 'orange' },
    { label: 'Awaiting confirmation', colour: 'orange' },
    { label: 'Processing', colour: 'orange' },
    { label: 'In workshop', colour: 'orange' },
    { label: 'Quality check', colour: 'orange' },
    { label: 'Shipped', colour: 'blue' },
    { label: 'Delivered', colour: 'orange' },
    { label: 'Cancelled', colour: 'orange' },
    { label: 'Returned', colour: 'orange' },
    { label: 'Refunded', colour: 'orange' },
    { label: 'Returned to origin', colour: 'orange' },
  ]);
  expect(orderStatusDisplay('On the moon')).toEqual({ label: 'On the moon', colour: 'orange' });
});

it('colours a payment Paid green and anything else orange-red', () => {
  expect(paymentStatusColour('Paid')).toBe('green');
  expect(paymentStatusColour('Refunded')).toBe('orange-red');
  expect(paymentStatusColour(PAYMENT_STATUS.unpaid)).toBe('orange-red');
  expect(paymentStatusColour('paid')).toBe('orange-red');
});

describe('orderStatusLabel', () => {
  it('names a state in the page language, and shows an unknown status as sent', () => {
    expect(orderStatusLabel(ORDER_STATE.paid)).toBe('Processing');
    expect(orderStatusLabel(ORDER_STATE.shipped, 'ta')).toBe('அனுப்பப்பட்டது');
    expect(orderStatusLabel('On the moon', 'ta')).toBe('On the moon');
  });
});
