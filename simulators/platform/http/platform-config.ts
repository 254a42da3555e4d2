import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { VerificationConfig } from '../auth/login-service.ts';
import type { Platform } from '../platform.ts';

/** SPEC §9: the media server listens on 17443, the history (recordings) server on 31023. */
const MEDIA_PORT = 17443;
const HISTORY_PORT = 31023;

/** One per emulator run; the console only passes it back. */
const MAGIC = randomBytes(8).toString('hex');

const HOSTNAME = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]{1,253})$/;

/** The host the client reached us by, so the servers it is told about are reachable the same way. */
export function requestHost(request: IncomingMessage): string {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  return HOSTNAME.test(host) ? host : '127.0.0.1';
}

/**
 * With Janus, mediaServ is the path of its WebSocket proxy on the console's own origin
 * (docs/protocol.md "Media (Janus)"); without, the SPEC's host:port of a media server.
 */
/** The ICE address policy of this run (docs/protocol.md loginext), when the run restricts media. */
export type IcePolicy = { readonly allow: readonly string[]; readonly stunUrls: readonly string[] };

export function verificationConfig(request: IncomingMessage, mediaPath: string | null = null, ice: IcePolicy | null = null): VerificationConfig {
  const host = requestHost(request);
  return {
    mediaServ: mediaPath ?? `${host}:${MEDIA_PORT}`,
    hisServer: `${host}:${HISTORY_PORT}`,
    // Hours east of UTC, as the console expects (it converts to milliseconds).
    timeZone: -new Date().getTimezoneOffset() / 60,
    magic: MAGIC,
    ...(ice ? { iceAllow: [...ice.allow], iceServers: ice.stunUrls.map((urls) => ({ urls })) } : {}),
  };
}

/** GET /ds/pub/clientConfig: the host's client configuration of SPEC §3, with the host switches tests set. */
export function clientConfig(platform: Platform) {
  return {
    dateFormat: 'MM/dd/yyyy',
    PoCGMapKey: '',
    autoLoginKeys: [] as string[],
    PoCVersion: '1',
    speedUnit: 'mph',
    moreScreenUrl: '',
    showOutsideTerminals: false,
    hostSwitches: platform.state.hostSwitches,
  };
}
