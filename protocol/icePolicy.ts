/**
 * ICE address policy: where peer-to-peer media may go. With a non-empty list of CIDRs (the
 * verification answer's `iceAllow`), both peers drop local and remote ICE candidates whose address
 * lies outside every CIDR, and any `.local` (mDNS) candidate; an empty list allows everything.
 * Pure and total: never throws, whatever the input.
 */

type Parsed = { readonly family: 4 | 6; readonly bytes: readonly number[] };

function parseIpv4(text: string): Parsed | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return { family: 4, bytes };
}

function parseIpv6(text: string): Parsed | null {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(bare) || !bare.includes(':')) return null;
  let head = bare;
  let tailV4: number[] = [];
  const lastColon = bare.lastIndexOf(':');
  if (bare.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(bare.slice(lastColon + 1));
    if (!v4) return null;
    tailV4 = [...v4.bytes];
    head = `${bare.slice(0, lastColon)}:0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const group = (part: string): number[] | null => {
    if (part === '') return [];
    const words = part.split(':');
    const out: number[] = [];
    for (const word of words) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(word)) return null;
      out.push(parseInt(word, 16));
    }
    return out;
  };
  const left = group(halves[0] ?? '');
  const right = halves.length === 2 ? group(halves[1] ?? '') : [];
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...left, ...new Array<number>(missing).fill(0), ...right];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tailV4.length === 4) bytes.splice(12, 4, ...tailV4);
  return { family: 6, bytes };
}

/** An IPv4 or IPv6 address as bytes, or null when the text is not one. */
export function parseIp(text: string): Parsed | null {
  if (typeof text !== 'string' || text.length > 64) return null;
  return parseIpv4(text) ?? parseIpv6(text);
}

export type Cidr = { readonly family: 4 | 6; readonly bytes: readonly number[]; readonly prefix: number };

/** `10.231.0.0/16`, `127.0.0.0/8`, `::1/128`; a bare address is a host route. Null when malformed. */
export function parseCidr(text: string): Cidr | null {
  if (typeof text !== 'string') return null;
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const max = ip.family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { ...ip, prefix };
}

export function ipInCidr(ip: string, cidr: Cidr): boolean {
  const parsed = parseIp(ip);
  if (!parsed || parsed.family !== cidr.family) return false;
  let bits = cidr.prefix;
  for (let i = 0; bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((parsed.bytes[i] ?? 0) & mask) !== ((cidr.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * The connection address of an ICE candidate line (`candidate:…` or `a=candidate:…`): the fifth
 * field. Null when the line is not a candidate.
 */
export function candidateAddress(candidateLine: string): string | null {
  if (typeof candidateLine !== 'string') return null;
  const line = candidateLine.trim().replace(/^a=/, '');
  if (!line.startsWith('candidate:')) return null;
  const fields = line.slice('candidate:'.length).split(/\s+/);
  // foundation component transport priority address port "typ" type ...
  if (fields.length < 8 || fields[6] !== 'typ') return null;
  return fields[4] ?? null;
}

/**
 * Whether a candidate may be used under the policy. An empty list is no policy: everything goes.
 * Otherwise only candidates whose address is inside one of the CIDRs; never mDNS (`.local`) names,
 * never a line that is not a parsable candidate.
 */
export function allowedCandidate(candidateLine: string, allowedCidrs: readonly string[]): boolean {
  if (!Array.isArray(allowedCidrs) || allowedCidrs.length === 0) return true;
  const address = candidateAddress(candidateLine);
  if (address === null || address.toLowerCase().endsWith('.local')) return false;
  return allowedCidrs.some((text) => {
    const cidr = parseCidr(text);
    return cidr !== null && ipInCidr(address, cidr);
  });
}

/** The SDP with every `a=candidate` line the policy forbids taken out (line endings kept). */
export function filterSdpCandidates(sdp: string, allowedCidrs: readonly string[]): string {
  if (typeof sdp !== 'string' || !Array.isArray(allowedCidrs) || allowedCidrs.length === 0) return sdp;
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  return sdp
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('a=candidate:') || allowedCandidate(line, allowedCidrs))
    .join(eol);
}

/**
 * The policy applied to a WebRTC signal as simple-peer and our Node peers exchange it
 * (`{ type: 'offer'|'answer', sdp }`, `{ type: 'candidate', candidate: { candidate, … } }`):
 * SDP stripped, a forbidden candidate dropped (null). Anything else passes unchanged.
 */
export function applyIcePolicy<T>(signal: T, allowedCidrs: readonly string[]): T | null {
  if (!Array.isArray(allowedCidrs) || allowedCidrs.length === 0) return signal;
  if (typeof signal !== 'object' || signal === null) return signal;
  const record = signal as Record<string, unknown>;
  if (typeof record.sdp === 'string') return { ...record, sdp: filterSdpCandidates(record.sdp, allowedCidrs) } as T;
  if (record.type === 'candidate' || 'candidate' in record) {
    const inner = record.candidate;
    const line = typeof inner === 'string' ? inner : typeof inner === 'object' && inner !== null ? (inner as { candidate?: unknown }).candidate : undefined;
    if (typeof line !== 'string') return null;
    // An empty candidate is the end-of-candidates marker: harmless.
    if (line === '') return signal;
    return allowedCandidate(line, allowedCidrs) ? signal : null;
  }
  return signal;
}
