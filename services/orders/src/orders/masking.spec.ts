import { maskEmail, maskPhone, nameInitial } from './masking';

it('keeps only an initial, the first letter and domain of the e-mail, and the last four digits', () => {
  expect(nameInitial('  asha Iyer')).toBe('A.');
  expect(maskEmail('asha.iyer@example.in')).toBe('a***@example.in');
  expect(maskEmail('broken')).toBe('***');
  expect(maskPhone('9876543210')).toBe('******3210');
  expect(maskPhone('12')).toBe('****');
});
