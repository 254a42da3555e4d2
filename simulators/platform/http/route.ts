import type { IcePolicy } from './platform-config.ts';
import type { IncomingMessage } from 'node:http';
import type { Platform } from '../platform.ts';
import type { Session } from '../projection/state.ts';
import type { Answer } from './envelope.ts';

/** Why a session ended under its sockets: logout or expiry, or a password change in another session. */
export type SessionEnd = 'expired' | 'password';

/** What the HTTP layer needs of the socket server: test controls and logout reach live sockets. */
export type SocketControl = {
  /** Closes sockets without a close frame (all, or one terminal's); returns how many. */
  drop(msId?: string): number;
  /** Tells the sockets of an ended session why (default `expired`) and closes them. */
  endSession(tokenHash: string, reason?: SessionEnd): void;
  /** Test control: how many terminal cameras the platform monitors at once. */
  setMonitorLimit(max: number): void;
};

export type RouteContext = {
  readonly platform: Platform;
  readonly sockets: SocketControl;
  readonly request: IncomingMessage;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly token: string | undefined;
  /** The caller's session; routes marked `open` may run without one. */
  readonly session: Session | null;
  /** Behind HTTPS cookies get Secure. */
  readonly secure: boolean;
  /** Where the console reaches Janus on this origin (e.g. /janus), or null when none is configured. */
  readonly mediaPath?: string | null;
  /** The ICE address policy served with loginext, or null when media may go anywhere. */
  readonly ice?: IcePolicy | null;
};

/** What an authenticated route's handler receives: the dispatcher checked the session, so it is there. */
export type AuthenticatedContext = RouteContext & { readonly session: Session };

type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Open routes need no token (docs/protocol.md: /ds/user* and /ds/pub/*, and the test controls); a session, when there is one, still reaches them. */
export type OpenRoute = {
  readonly method: RouteMethod;
  readonly open: true;
  readonly handle: (context: RouteContext) => Promise<Answer>;
};

/** Every other route runs only for a caller with a session. */
export type AuthenticatedRoute = {
  readonly method: RouteMethod;
  readonly open: false;
  readonly handle: (context: AuthenticatedContext) => Promise<Answer>;
};

export type Route = OpenRoute | AuthenticatedRoute;

export type RouteTable = Readonly<Record<string, Route>>;

/**
 * The route's handler with the caller's session bound in, or null when the route needs a session
 * and there is none: the one place a route's session is checked.
 */
export function admit(route: Route, session: Session | null): ((context: RouteContext) => Promise<Answer>) | null {
  if (route.open) return route.handle;
  if (!session) return null;
  return (context) => route.handle({ ...context, session });
}
