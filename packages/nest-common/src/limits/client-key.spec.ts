import { clientKey } from './client-key';

describe('client keys for rate limits', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientKey('2001:db8:a:b:1:2:3:4');
    expect(key).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:a:b::9')).toBe(key);
    expect(clientKey('2001:db8:a:c::9')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives a stable key for a missing address', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
  });
});
