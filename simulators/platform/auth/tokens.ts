import { createHash, randomBytes } from 'node:crypto';

/** Session tokens: 256 random bits; the state and the log keep only their SHA-256. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** docs/protocol.md: a session (and its cookie) lasts one day. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
