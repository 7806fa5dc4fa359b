import { gstinCheckCharacter, gstinProblem } from './gstin';

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
