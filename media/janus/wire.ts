/**
 * The Janus gateway's JSON API as plain types (https://janus.conf.meetecho.com/docs/rest.html),
 * the part this project speaks: sessions, handles, plugin messages and the events Janus pushes.
 */

/** The WebSocket subprotocol Janus's WebSocket transport requires. */
export const JANUS_SUBPROTOCOL = 'janus-protocol';

export type Jsep = { type: 'offer' | 'answer'; sdp: string; trickle?: boolean };

/** What a plugin answered: its name and its own payload (e.g. `{ audiobridge: 'created', room }`). */
export type PluginData = { plugin: string; data: Record<string, unknown> };

/** A message Janus sends; `janus` names the kind. Fields beyond these are kept but untyped. */
export type JanusReply = {
  janus: string;
  transaction?: string;
  session_id?: number;
  /** The handle a handle-level message concerns. */
  sender?: number;
  data?: { id?: number } & Record<string, unknown>;
  plugindata?: PluginData;
  jsep?: Jsep;
  error?: { code: number; reason: string };
  [field: string]: unknown;
};

/**
 * An error Janus reported: a core `error` reply (code from janus/apierror.h, e.g. 458 no such
 * session) or a plugin's `error_code` (e.g. AudioBridge 486 room exists, 485 no such room).
 */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly source: 'janus' | 'plugin' | 'client',
  ) {
    super(`Janus ${source} error ${code}: ${reason}`);
    this.name = 'JanusError';
  }
}

/** Client-side failures get codes outside Janus's ranges. */
export const ClientErrorCode = { Timeout: 1, Closed: 2, NotConnected: 3 } as const;

/** Parses one frame; anything that is not a JSON object with a string `janus` field is null. */
export function decodeReply(text: unknown): JanusReply | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return typeof (value as { janus?: unknown }).janus === 'string' ? (value as JanusReply) : null;
  } catch {
    return null;
  }
}

/** The plugin's error, if its payload reports one (plugins answer errors inside `success`/`event`). */
export function pluginError(plugindata: PluginData | undefined): JanusError | null {
  const data = plugindata?.data;
  if (!data || typeof data.error_code !== 'number') return null;
  return new JanusError(data.error_code, typeof data.error === 'string' ? data.error : 'plugin error', 'plugin');
}
