import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keys an IPv4 client by its address, also when mapped into IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const bucket = addressBucket('2001:db8:aa:bb::1');
    expect(bucket).toBe('2001:db8:aa:bb::/64');
    expect(addressBucket('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(bucket);
    expect(addressBucket('2001:DB8:AA:BB:0:0:0:9')).toBe(bucket);
  });
  it('keeps neighbouring /64s apart and handles compressed forms', () => {
    expect(addressBucket('2001:db8:aa:bc::1')).not.toBe(addressBucket('2001:db8:aa:bb::1'));
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
  it('leaves anything that is not an address as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
