import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedCandidate, applyIcePolicy, candidateAddress, filterSdpCandidates, ipInCidr, parseCidr } from './icePolicy.ts';

const host = (address: string) => `candidate:1 1 udp 2122260223 ${address} 54321 typ host generation 0`;
const ALLOW = ['127.0.0.0/8', '10.231.0.0/16', '::1/128'];

describe('ICE address policy', () => {
  it('allows candidates inside the CIDRs, drops the rest and mDNS names', () => {
    expect(allowedCandidate(host('127.0.0.1'), ALLOW)).toBe(true);
    expect(allowedCandidate(`a=${host('10.231.4.2')}`, ALLOW)).toBe(true);
    expect(allowedCandidate(host('::1'), ALLOW)).toBe(true);
    expect(allowedCandidate(host('172.17.0.5'), ALLOW)).toBe(false);
    expect(allowedCandidate(host('10.232.0.1'), ALLOW)).toBe(false);
    expect(allowedCandidate(host('2001:db8::1'), ALLOW)).toBe(false);
    expect(allowedCandidate(host('3f1c2a7e-1b1d-4b8e-9a1f-0d3e2c1b4a5f.local'), ALLOW)).toBe(false);
    expect(allowedCandidate('candidate:x 1 udp 1 203.0.113.9 3478 typ srflx raddr 127.0.0.1 rport 1', ALLOW)).toBe(false);
    expect(allowedCandidate('not a candidate', ALLOW)).toBe(false);
  });

  it('is off with an empty list', () => {
    expect(allowedCandidate(host('203.0.113.9'), [])).toBe(true);
    expect(allowedCandidate(host('x.local'), [])).toBe(true);
  });

  it('parses CIDRs and matches prefixes', () => {
    expect(parseCidr('10.231.0.0/16')).toMatchObject({ family: 4, prefix: 16 });
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('nonsense')).toBeNull();
    expect(ipInCidr('10.231.255.1', parseCidr('10.231.0.0/16')!)).toBe(true);
    expect(ipInCidr('10.0.0.1', parseCidr('0.0.0.0/0')!)).toBe(true);
    expect(ipInCidr('::ffff:127.0.0.1', parseCidr('::ffff:0:0/96')!)).toBe(true);
    expect(ipInCidr('fe80::1', parseCidr('fe80::/10')!)).toBe(true);
    expect(candidateAddress('a=candidate:1 1 UDP 5 192.0.2.1 9 typ host')).toBe('192.0.2.1');
  });

  it('strips forbidden candidate lines from an SDP and drops forbidden trickled candidates', () => {
    const sdp = ['v=0', `a=${host('127.0.0.1')}`, `a=${host('192.168.1.20')}`, 'a=end-of-candidates', ''].join('\r\n');
    const filtered = filterSdpCandidates(sdp, ALLOW);
    expect(filtered).toContain('127.0.0.1');
    expect(filtered).not.toContain('192.168.1.20');
    expect(filtered.split('\r\n')).toHaveLength(4);
    expect(applyIcePolicy({ type: 'candidate', candidate: { candidate: host('192.168.1.20'), sdpMid: '0' } }, ALLOW)).toBeNull();
    expect(applyIcePolicy({ type: 'candidate', candidate: { candidate: host('127.0.0.1'), sdpMid: '0' } }, ALLOW)).not.toBeNull();
    expect(applyIcePolicy({ type: 'offer', sdp }, ALLOW)).toEqual({ type: 'offer', sdp: filtered });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), (line, cidrs) => {
        allowedCandidate(line, cidrs);
        allowedCandidate(`candidate:${line}`, [...cidrs, ...ALLOW]);
        filterSdpCandidates(line, cidrs);
        parseCidr(line);
        applyIcePolicy({ type: 'candidate', candidate: { candidate: line } }, ALLOW);
      }),
      { seed: 4242, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        applyIcePolicy(value, ALLOW);
        allowedCandidate(value as string, value as string[]);
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it('matches a random IPv4 address against a CIDR bit by bit', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, base, prefix) => {
        const toInt = (text: string) => text.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
        const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
        const expected = ((toInt(ip) & mask) >>> 0) === ((toInt(base) & mask) >>> 0);
        expect(ipInCidr(ip, parseCidr(`${base}/${prefix}`)!)).toBe(expected);
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});
