import { cookieValue } from './language-redirect';

describe('cookieValue', () => {
  it('finds a cookie among others, and nothing when it is absent', () => {
    expect(cookieValue('session=a; rmj_lang=ta; x=1', 'rmj_lang')).toBe('ta');
    expect(cookieValue('rmj_lang=en', 'rmj_lang')).toBe('en');
    expect(cookieValue('not_rmj_lang=ta', 'rmj_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'rmj_lang')).toBeUndefined();
  });
});
