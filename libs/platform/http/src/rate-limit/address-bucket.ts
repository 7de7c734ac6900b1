import { isIPv6 } from 'node:net';

/**
 * The part of a client address a rate limit counts. One IPv6 subscriber usually holds a whole /64,
 * so an IPv6 client is keyed by its /64; IPv4 (also when mapped into IPv6) by the address itself.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const bare = address.split('%')[0]; // drop a zone id such as fe80::1%eth0
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; it never reaches the first four.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  return [...left, ...zeros, ...right].map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
