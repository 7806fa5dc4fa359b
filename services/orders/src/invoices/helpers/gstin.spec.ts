import { gstinCheckCharacter, gstinProblem } from './gstin';
import { gstStateCodeOf, isSameState } from './gst-states';

describe('GSTIN', () => {
  it('accepts published GSTINs and computes their check characters', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33ABCDE1234F1Z7']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeUndefined();
    }
  });

  it('says what is wrong with a bad one', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('must be 15 characters');
    expect(gstinProblem('27aapfu0939F1ZV')).toMatch(/state code, a PAN/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('starts with 99, which is not a GST state code');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('has a wrong check character (a typo?)');
  });
});

describe('states', () => {
  it('reads states as shoppers write them', () => {
    expect(gstStateCodeOf('Tamil Nadu')).toBe('33');
    expect(gstStateCodeOf('  tamilnadu ')).toBe('33');
    expect(gstStateCodeOf('TN')).toBe('33');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('New Delhi')).toBe('07');
    expect(gstStateCodeOf('Narnia')).toBeUndefined();
  });

  it('compares states by code, else by normalised name', () => {
    expect(isSameState('Pondicherry', 'Puducherry')).toBe(true);
    expect(isSameState('Tamil Nadu', 'Kerala')).toBe(false);
    expect(isSameState('Gondor', 'gondor.')).toBe(true);
    expect(isSameState('', '')).toBe(false);
  });
});
