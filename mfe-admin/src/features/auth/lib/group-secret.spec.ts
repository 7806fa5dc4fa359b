import { groupSecret } from './group-secret';

it('groups a secret by four characters for typing by hand', () => {
  expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupSecret('JBSW Y3DP EH')).toBe('JBSW Y3DP EH');
  expect(groupSecret('')).toBe('');
});
