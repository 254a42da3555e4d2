import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** A Host header or an --allowed-host entry: a lower-case name (IPv6 without brackets) and its port, if given. */
export type HostName = { readonly name: string; readonly port: number | null };

const HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/;

/** Splits `name[:port]`; null for anything else (userinfo, paths, empty names, ports past 65535). */
export function parseHostName(value: string): HostName | null {
  const match = HOST.exec(value.trim().toLowerCase());
  if (!match) return null;
  const name = (match[1] ?? match[2] ?? '').replace(/\.$/, '');
  if (name === '' || (match[1] !== undefined && isIP(name) !== 6)) return null;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name, port };
}

const isLoopback = (name: string): boolean =>
  name === 'localhost' || name === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);

/** The address a connection came in on, as a Host would name it (no IPv4-mapped prefix). */
const localAddressOf = (request: IncomingMessage): string => (request.socket.localAddress ?? '').replace(/^::ffff:(?=\d)/, '').toLowerCase();

/**
 * Which Host headers the emulator answers (DNS rebinding: a page of another site whose name now
 * points at us sends its own name). Served: a loopback name or the address the connection came in
 * on, with the port it came in on (no name involved, so nothing to rebind), and the names a
 * deployment gives (`--allowed-host`: `name` on any port, `name:port` on that one).
 */
export function servedHosts(allowed: readonly string[] = []): (request: IncomingMessage) => boolean {
  const extra = allowed.map((entry) => {
    const parsed = parseHostName(entry);
    if (!parsed) throw new Error(`not a host name: ${entry}`);
    return parsed;
  });
  return (request) => {
    const host = parseHostName(request.headers.host ?? '');
    if (!host) return false;
    const port = host.port ?? 80;
    if (port === request.socket.localPort && (isLoopback(host.name) || host.name === localAddressOf(request))) return true;
    return extra.some((entry) => entry.name === host.name && (entry.port === null || entry.port === port));
  };
}

/** Comma-separated --allowed-host / POC_ALLOWED_HOSTS; each entry must parse. */
export const isHostList = (value: string): boolean => value.split(',').every((entry) => parseHostName(entry) !== null);
