import type { PricedLine } from '@rmj/contracts';
import { adminOrder } from '../testing/admin-orders';
import { addressLines, indianToday, parcelWeight, personalisationSummary, weightText } from './packing';

const line = (gram: number | undefined, quantity: number): PricedLine => ({
  productId: 'p',
  name: 'Piece',
  price: 100,
  quantity,
  total: 100 * quantity,
  image: '',
  ...(gram === undefined ? {} : { make: { metal: 'Silver', gram } }),
});

describe('the parcel’s weight', () => {
  it('adds each piece’s grams times its quantity, to the milligram', () => {
    expect(parcelWeight([line(4.2, 1), line(3.15, 2), line(0.1, 3)])).toEqual({ grams: 10.8, unweighed: 0 });
    expect(weightText(parcelWeight([line(4.2, 1), line(3.15, 2)]))).toBe('10.5 g');
  });

  it('counts the pieces the catalogue never weighed and says so, rather than leaving them out', () => {
    const weight = parcelWeight([line(4.2, 1), line(undefined, 2)]);
    expect(weight).toEqual({ grams: 4.2, unweighed: 2 });
    expect(weightText(weight)).toBe('4.2 g + 2 pieces not weighed');
    expect(weightText(parcelWeight([line(undefined, 1)]))).toBe('Not recorded (1 piece): weigh the parcel');
  });
});

describe('the label’s address and the slip’s personalisation', () => {
  it('prints the address line by line with the PIN, and the country only outside India', () => {
    const { customer } = adminOrder();
    expect(addressLines(customer)).toEqual(['12 MG Road', 'Kochi, Kerala', 'PIN 682001']);
    expect(addressLines({ ...customer, country: 'Singapore' as never }).at(-1)).toBe('Singapore');
  });

  it('sums up each kind of personalisation in a few words', () => {
    const [ring, pendant] = adminOrder().lines;
    expect(personalisationSummary(ring)).toBe('Engraving: “ANU” in Handwritten');
    expect(personalisationSummary(pendant)).toBe('Fingerprint: thumb.png');
    expect(personalisationSummary({ ...ring, customization: undefined })).toBeUndefined();
  });

  it('knows today in India, whatever the computer’s zone', () => {
    // 20:00 UTC on 5 Jan is 01:30 on 6 Jan in India.
    expect(indianToday(new Date('2026-01-05T20:00:00Z'))).toBe('2026-01-06');
  });
});
