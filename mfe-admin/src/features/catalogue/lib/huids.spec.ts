import { HUID_MESSAGE } from '@rmj/contracts';
import { huidShortfall, parseHuids } from './huids';

describe('typed HUIDs', () => {
  it('reads several, one a line or separated by spaces or commas, upper-cased and each once', () => {
    expect(parseHuids(' ab12c3\nZX98Y7, ab12c3  qq11rr\n')).toEqual({ huids: ['AB12C3', 'ZX98Y7', 'QQ11RR'] });
  });

  it('names the ones to check, with the contract’s message', () => {
    expect(parseHuids('AB12C3 AB-123 XY')).toEqual({ message: `${HUID_MESSAGE} Please check: AB-123, XY.` });
    expect(parseHuids('  ')).toEqual({ message: 'Enter at least one HUID.' });
  });

  it('says how many more a stock needs', () => {
    expect(huidShortfall(3, 2)).toBe('3 in stock, 2 HUIDs: add 1 more.');
    expect(huidShortfall(2, 1)).toBe('2 in stock, 1 HUID: add 1 more.');
    expect(huidShortfall(2, 2)).toBeUndefined();
    expect(huidShortfall(0, 0)).toBeUndefined();
  });
});
