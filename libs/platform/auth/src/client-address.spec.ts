import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the platform-computed ip, which honours trust proxy', () => {
    expect(clientAddress({ ip: '203.0.113.9', socket: { remoteAddress: '10.0.0.1' } })).toBe('203.0.113.9');
  });
  it('falls back to the socket address, then to "unknown"', () => {
    expect(clientAddress({ socket: { remoteAddress: '2001:db8::1' } })).toBe('2001:db8::1');
    expect(clientAddress({})).toBe('unknown');
  });
  it('reports IPv4-mapped IPv6 as plain IPv4', () => {
    expect(clientAddress({ ip: '::ffff:198.51.100.7' })).toBe('198.51.100.7');
  });
});
