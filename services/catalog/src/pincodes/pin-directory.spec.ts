import { indexPinRows } from './pin-directory';

const row = (pin: string, state: string, district: string) =>
  ['IN', pin, 'Some Place', state, '01', district].join('\t');

describe('indexPinRows', () => {
  it('gives a PIN the state and district its post offices share, as the checkout names states', () => {
    const places = indexPinRows(
      [
        row('600096', 'Tamil Nadu', 'Kanchipuram'),
        row('600096', 'Tamil Nadu', 'Kanchipuram'),
        row('605001', 'Pondicherry', 'Pondicherry'),
        row('492001', 'Chattisgarh', 'Raipur'),
        row('194101', 'Jammu & Kashmir', 'Leh'),
        row('396230', 'Gujarat', 'Valsad'),
        row('396230', 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra & Nagar Haveli'),
        row('110001', 'Delhi', 'New Delhi'),
        row('110001', 'Delhi', 'Central Delhi'),
        'IN\tnot-a-pin\tX\tY',
        '',
      ].join('\n'),
    );
    expect(Object.fromEntries(places)).toEqual({
      '600096': { state: 'Tamil Nadu', city: 'Kanchipuram' },
      '605001': { state: 'Puducherry', city: 'Pondicherry' },
      '492001': { state: 'Chhattisgarh', city: 'Raipur' },
      '194101': { state: 'Ladakh', city: 'Leh' },
      '396230': {},
      '110001': { state: 'Delhi' },
    });
  });
});
