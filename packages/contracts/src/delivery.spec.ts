import { addBusinessDays, deliveryEstimate, deliveryWindow, formatDeliveryDay, workshopDueDate } from './delivery';
import { CUSTOMISED_EXTRA_DAYS_TEXT } from './delivery-rule';

/** The Indian calendar date of a moment, YYYY-MM-DD. */
const istDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

describe('delivery estimate: business days Monday to Saturday on the Indian calendar', () => {
  it('counts from the Indian date of a payment made between 00:00 and 05:30 IST (the day before in UTC)', () => {
    // Thursday 1 Jan 2026 01:30 IST is Wednesday 31 Dec 2025 20:00 UTC.
    const thursdayEarly = new Date('2025-12-31T20:00:00Z');
    expect(istDate(thursdayEarly)).toBe('2026-01-01');
    // Fri 2, Sat 3, (Sun 4 skipped), Mon 5: never a Sunday.
    expect(istDate(addBusinessDays(thursdayEarly, 3))).toBe('2026-01-05');
    expect(deliveryEstimate(thursdayEarly, false)).toBe(
      'Estimated delivery: Mon, 5 Jan - Wed, 7 Jan (3-5 business days)',
    );
  });

  it.each([
    ['00:00 IST', '2026-01-07T18:30:00Z'],
    ['02:15 IST', '2026-01-07T20:45:00Z'],
    ['05:29 IST', '2026-01-07T23:59:00Z'],
    ['05:30 IST', '2026-01-08T00:00:00Z'],
    ['23:59 IST', '2026-01-08T18:29:00Z'],
  ])('a payment on Thursday 8 Jan at %s arrives Mon 12 - Wed 14 Jan', (_time, iso) => {
    expect(deliveryEstimate(new Date(iso), false)).toBe(
      'Estimated delivery: Mon, 12 Jan - Wed, 14 Jan (3-5 business days)',
    );
  });

  it('skips Sundays: Saturday plus one business day is Monday, and a Sunday payment counts from Monday', () => {
    expect(istDate(addBusinessDays(new Date('2026-01-10T06:00:00Z'), 1))).toBe('2026-01-12');
    // Sunday 11 Jan 01:00 IST (Saturday 19:30 UTC).
    const sundayEarly = new Date('2026-01-10T19:30:00Z');
    expect(istDate(addBusinessDays(sundayEarly, 1))).toBe('2026-01-12');
    expect(istDate(addBusinessDays(sundayEarly, 6))).toBe('2026-01-17');
    expect(istDate(addBusinessDays(sundayEarly, 7))).toBe('2026-01-19');
  });

  it('crosses month and year ends on the Indian date', () => {
    // Saturday 31 Jan 2026 00:30 IST (Friday 30 Jan 19:00 UTC): Mon 2, Tue 3, Wed 4 Feb.
    expect(deliveryEstimate(new Date('2026-01-30T19:00:00Z'), false)).toBe(
      'Estimated delivery: Wed, 4 Feb - Fri, 6 Feb (3-5 business days)',
    );
    // Saturday 28 Feb 2026 03:00 IST: Mon 2 Mar is the first business day.
    expect(istDate(addBusinessDays(new Date('2026-02-27T21:30:00Z'), 1))).toBe('2026-03-02');
    // Thursday 31 Dec 2026 04:00 IST: Fri 1, Sat 2, Mon 4 Jan 2027.
    expect(istDate(addBusinessDays(new Date('2026-12-30T22:30:00Z'), 3))).toBe('2027-01-04');
  });

  it('adds 5-7 business days when a piece is customised', () => {
    const paid = new Date('2026-01-05T06:00:00Z'); // Monday
    expect(deliveryWindow(paid, true).days).toEqual({ from: 8, to: 12 });
    expect(deliveryEstimate(paid, false)).toBe('Estimated delivery: Thu, 8 Jan - Sat, 10 Jan (3-5 business days)');
    expect(deliveryEstimate(paid, true)).toBe(
      'Estimated delivery: Wed, 14 Jan - Mon, 19 Jan (8-12 business days, including 5-7 additional business days for customised pieces)',
    );
    expect(CUSTOMISED_EXTRA_DAYS_TEXT).toBe('5-7 additional business days');
  });

  it('prints days in India whatever the time zone of the machine', () => {
    expect(formatDeliveryDay(new Date('2026-01-07T20:00:00Z'))).toBe('Thu, 8 Jan');
  });
});

describe('workshop due date: business days on the Indian calendar', () => {
  it('gives a customised order 7 business days and a plain one the next business day', () => {
    // Thursday 8 Jan 2026, 10:00 IST.
    const paidAt = new Date('2026-01-08T04:30:00Z');
    // Fri 9, Sat 10, (Sun 11), Mon 12, Tue 13, Wed 14, Thu 15, Fri 16.
    expect(istDate(workshopDueDate(paidAt, true))).toBe('2026-01-16');
    expect(istDate(workshopDueDate(paidAt, false))).toBe('2026-01-09');
  });

  it('never falls on a Sunday: a plain order paid on Saturday is due on Monday', () => {
    expect(istDate(workshopDueDate(new Date('2026-01-10T06:00:00Z'), false))).toBe('2026-01-12');
  });
});
