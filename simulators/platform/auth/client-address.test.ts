import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { addressKey, bareAddress, clientAddressOf, stampClientAddress } from './client-address.ts';

describe('client address', () => {
  it('counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('behind a trusted proxy', () => {
  const request = (peer: string, forwarded?: string | string[]) =>
    ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;
  const trusted = new Set(['172.28.0.20']);
  const seen = (peer: string, forwarded?: string | string[]) => {
    const incoming = request(peer, forwarded);
    stampClientAddress(incoming, trusted);
    return clientAddressOf(incoming);
  };

  it('counts a request from the proxy against the address the proxy saw, not what the client wrote', () => {
    expect(seen('::ffff:172.28.0.20', '198.51.100.7')).toBe('198.51.100.7');
    // A client that sends its own header: nginx appends the real peer, and only the right-most untrusted hop counts.
    expect(seen('172.28.0.20', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(seen('172.28.0.20', ['10.0.0.1', '198.51.100.8'])).toBe('198.51.100.8');
    expect(seen('172.28.0.20', '2001:db8:1:2::99')).toBe('2001:db8:1:2::/64');
  });

  it('ignores the header from any other peer, and a proxy request with no usable hop counts as the proxy', () => {
    expect(seen('198.51.100.9', '203.0.113.1')).toBe('198.51.100.9');
    expect(seen('172.28.0.20')).toBe('172.28.0.20');
    expect(seen('172.28.0.20', 'not-an-address')).toBe('172.28.0.20');
    expect(seen('172.28.0.20', '172.28.0.20')).toBe('172.28.0.20');
    expect(bareAddress(' ::FFFF:172.28.0.20 ')).toBe('172.28.0.20');
  });
});
