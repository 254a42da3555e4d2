import type { IcePolicy } from './platform-config.ts';
import type { IncomingMessage } from 'node:http';
import type { Platform } from '../platform.ts';
import type { PlatformServices } from '../services.ts';
import type { Session } from '../projection/state.ts';
import type { Answer } from './envelope.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import type { MediaLibrary } from '../media-library/index.ts';
import type { LocalOauthProvider, Mailer, RecoveryDeps } from '../recovery/index.ts';
import type { VideoRecordService } from '../video-records/video-record-service.ts';
import type { StreamProxies } from '../video-records/stream-proxies.ts';

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
  /** The platform's services, built once by the emulator (services.ts). */
  readonly services: PlatformServices;
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

/** What some modules' routes are built with beyond the platform and its services: the HTTP app's stores and files. */
export type RouteHost = {
  readonly platform: Platform;
  /** The upload host's files (alarm tones, icons, logos, blueprints), or null without an uploads folder. */
  readonly uploads: UploadStore | null;
  /** The media library, or null without an uploads folder. */
  readonly media: MediaLibrary | null;
  readonly recovery: RecoveryDeps;
  readonly mailer: Mailer;
  readonly localOauth: LocalOauthProvider;
  readonly videoRecords: VideoRecordService | null;
  readonly streamProxies: StreamProxies | null;
  /** Where transmissions are recorded, or null. */
  readonly recordingsDir: string | null;
};

/**
 * A module's routes, built when the HTTP app starts (from the host's stores where they need them).
 * A function, not a table: the module list is read during the emulator's imports, and a table
 * whose file is still being imported would be missing without a word.
 */
export type ModuleRoutes = (host: RouteHost) => RouteTable;

/** The table of each module's routes, merged; a path that two modules declare is a start-up error. */
export function mergeRoutes(modules: readonly { readonly name: string; readonly routes?: ModuleRoutes | undefined }[], host: RouteHost): RouteTable {
  const table: Record<string, Route> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    if (!module.routes) continue;
    const routes = module.routes(host);
    if (typeof routes !== 'object' || routes === null) throw new Error(`module ${module.name} has no route table (an import cycle?)`);
    for (const [path, route] of Object.entries(routes)) {
      if (owner.has(path)) throw new Error(`route ${path} is declared by two modules: ${owner.get(path)} and ${module.name}`);
      owner.set(path, module.name);
      table[path] = route;
    }
  }
  return table;
}

/**
 * The route's handler with the caller's session bound in, or null when the route needs a session
 * and there is none: the one place a route's session is checked.
 */
export function admit(route: Route, session: Session | null): ((context: RouteContext) => Promise<Answer>) | null {
  if (route.open) return route.handle;
  if (!session) return null;
  return (context) => route.handle({ ...context, session });
}
