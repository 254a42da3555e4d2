/** What the console knows about the signed-in dispatcher; the session controller in src/app writes it. */
import type { KickReason, LoginCode, UserInfo, Verified } from '../../protocol/index.ts';
import type { ClientConfig } from './clientConfig.ts';
import { atom } from './jotai.ts';

/**
 * signed-out: no session. restoring: a page load found the session marker and is re-verifying.
 * signing-in: the login form is running the login flow. active: logged in over the socket.
 */
export type SessionPhase = 'signed-out' | 'restoring' | 'signing-in' | 'active';

/** Why a session ended without the dispatcher asking: shown on the login screen. */
export type SessionNotice =
  | { readonly kind: 'kicked'; readonly reason: KickReason }
  | { readonly kind: 'login-failed'; readonly code: LoginCode };

export type SessionState = {
  readonly phase: SessionPhase;
  /** Whether the socket binding should hold a connection. */
  readonly socketWanted: boolean;
  /** Bumped to replace the connection with a fresh one (refresh, re-login after 105). */
  readonly socketEpoch: number;
  readonly notice: SessionNotice | null;
};

export const sessionAtom = atom<SessionState>({ phase: 'signed-out', socketWanted: false, socketEpoch: 0, notice: null });
export const userAtom = atom<UserInfo | null>(null);
export const verifiedAtom = atom<Verified | null>(null);
export const clientConfigAtom = atom<ClientConfig | null>(null);
