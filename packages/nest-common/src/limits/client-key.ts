/**
 * The key a client is counted under in rate limits. One IPv6 customer usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses are grouped by their first 64 bits, the
 * same grouping the gateway's express-rate-limit uses (ipv6Subnet: 64). IPv4-mapped IPv6
 * addresses count as their IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Prefix length IPv6 clients are grouped by. */
export const IPV6_CLIENT_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0];
  const v4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g || '0', 16));
}

/** `203.0.113.7` → itself; `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`; `::ffff:203.0.113.7` → `203.0.113.7`. */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || 'unknown';
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/${IPV6_CLIENT_PREFIX}`;
}
