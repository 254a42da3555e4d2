/**
 * What a console may ask of Janus through the /janus proxy. Room administration already needs our
 * admin key or the room secret; on top of that a browser may not make Janus send plain RTP to an
 * address of its choosing, and it joins rooms under its own account (display = msId, as
 * docs/protocol.md says), so talkers always map to the account that logged in.
 */
export type Screened = { forward: string } | { refuse: string };

/** Janus's own code for an unauthorized request (janus/apierror.h). */
const UNAUTHORIZED = 403;
const JOINS = new Set(['join', 'changeroom']);

export function screenFromBrowser(text: string, msId: string): Screened {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { forward: text }; // Janus answers malformed JSON itself
  }
  if (!isObject(message) || message.janus !== 'message' || !isObject(message.body)) return { forward: text };
  const body = message.body;
  if ('rtp' in body) return { refuse: refusal(message, 'plain RTP participants cannot join through the console proxy') };
  if (typeof body.request === 'string' && JOINS.has(body.request) && body.display !== msId) {
    return { forward: JSON.stringify({ ...message, body: { ...body, display: msId } }) };
  }
  return { forward: text };
}

function refusal(message: Record<string, unknown>, reason: string): string {
  return JSON.stringify({ janus: 'error', session_id: message.session_id, transaction: message.transaction, error: { code: UNAUTHORIZED, reason } });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
