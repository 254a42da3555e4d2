/**
 * Where the console's Janus is. `mediaServ` of the login verification answer is the Janus WebSocket
 * path on the console's own origin (`/janus`, docs/protocol.md "Media"); a full ws(s) or http(s)
 * URL is taken as given. Anything else (the vendor's bare host:port) is not a WebSocket we can
 * open under the console's CSP, so push-to-talk audio stays off while floor control works.
 */
export function janusServerUrl(mediaServ: string | null | undefined, location: Pick<Location, 'protocol' | 'host'>): string | null {
  const value = mediaServ?.trim() ?? '';
  if (value.startsWith('/')) return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${value}`;
  if (/^wss?:\/\//i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) return value.replace(/^http/i, 'ws');
  return null;
}
