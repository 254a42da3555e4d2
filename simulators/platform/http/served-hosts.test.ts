import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isHostList, parseHostName, servedHosts } from './served-hosts.ts';

/** A request as far as the rule reads it: its Host and the address and port the connection came in on. */
const request = (host: string | undefined, localPort = 8765, localAddress = '127.0.0.1') =>
  ({ headers: host === undefined ? {} : { host }, socket: { localPort, localAddress } }) as unknown as IncomingMessage;

describe('parseHostName', () => {
  it('splits names, IPv4 and bracketed IPv6 with or without a port, in lower case', () => {
    expect(parseHostName('Emulator-A:8765')).toEqual({ name: 'emulator-a', port: 8765 });
    expect(parseHostName('127.0.0.1')).toEqual({ name: '127.0.0.1', port: null });
    expect(parseHostName('[::1]:80')).toEqual({ name: '::1', port: 80 });
    expect(parseHostName('localhost.:8765')).toEqual({ name: 'localhost', port: 8765 });
  });

  it('refuses what is no host name', () => {
    for (const bad of ['', ':8765', 'user@evil.example', 'evil.example/x', 'a:99999', 'a:0', '[zz]:1', '::1', 'a b']) expect(parseHostName(bad), bad).toBeNull();
  });
});

describe('servedHosts (DNS rebinding)', () => {
  const serves = servedHosts();

  it('answers loopback names and the address the connection came in on, on the port it came in on', () => {
    expect(serves(request('127.0.0.1:8765'))).toBe(true);
    expect(serves(request('localhost:8765'))).toBe(true);
    expect(serves(request('[::1]:8765', 8765, '::1'))).toBe(true);
    expect(serves(request('127.0.0.2:8765'))).toBe(true);
    // A network namespace's host (or a container's address) reached by its address.
    expect(serves(request('10.231.0.1:8765', 8765, '10.231.0.1'))).toBe(true);
    expect(serves(request('10.231.0.1:8765', 8765, '::ffff:10.231.0.1'))).toBe(true);
  });

  it("refuses another site's name, even one that now resolves to us, and loopback on another port", () => {
    expect(serves(request('rebind.attacker.example:8765'))).toBe(false);
    expect(serves(request('127.0.0.1.nip.io:8765'))).toBe(false);
    expect(serves(request('127.0.0.1:9999'))).toBe(false);
    expect(serves(request('127.0.0.1'))).toBe(false); // port 80
    expect(serves(request('10.0.0.9:8765', 8765, '10.0.0.5'))).toBe(false);
    expect(serves(request(undefined))).toBe(false);
    expect(serves(request('evil.example@127.0.0.1:8765'))).toBe(false);
  });

  it('answers the names a deployment gives: a name on any port, name:port on that one', () => {
    const deployed = servedHosts(['emulator-a', '127.0.0.1:8080', 'Console.Example.org']);
    expect(deployed(request('emulator-a:8765'))).toBe(true);
    expect(deployed(request('emulator-a'))).toBe(true);
    expect(deployed(request('127.0.0.1:8080'))).toBe(true);
    expect(deployed(request('console.example.org'))).toBe(true);
    expect(deployed(request('127.0.0.1:8081'))).toBe(false);
    expect(deployed(request('emulator-b:8765'))).toBe(false);
    expect(() => servedHosts(['bad/name'])).toThrow(/not a host name/);
  });

  it('checks --allowed-host lists', () => {
    expect(isHostList('emulator-a,127.0.0.1:8080,[::1]:8080')).toBe(true);
    expect(isHostList('emulator-a,,x')).toBe(false);
    expect(isHostList('http://x')).toBe(false);
  });
});
