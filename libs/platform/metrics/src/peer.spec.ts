import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromLoopbackDirectly } from './peer';

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('fromLoopbackDirectly', () => {
  it('takes loopback peers, IPv4, IPv6 and IPv4-mapped', () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(fromLoopbackDirectly(req(peer))).toBe(true);
    }
  });

  it('refuses any other peer, whatever the forwarding headers claim', () => {
    for (const peer of ['10.0.0.2', '203.0.113.9', '::ffff:10.0.0.2', 'fe80::1', '']) {
      expect(fromLoopbackDirectly(req(peer, { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    }
  });

  it('refuses a request a proxy on this machine forwarded', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(fromLoopbackDirectly(req('127.0.0.1', { [header]: '198.51.100.1' }))).toBe(false);
    }
  });
});
