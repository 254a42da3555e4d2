import { bareAddress, stampClientAddress } from '../auth/client-address.ts';
import { TOKEN_EXPIRED_ANSWER } from './ds-routes.ts';
import { createRecordingFiles } from '../media/recall-routes.ts';
import { createVideoRecordFiles } from '../video-records/video-record-routes.ts';
import { createIncidentArchives } from '../incidents/incident-routes.ts';
import { LocalOauthProvider, Mailer, OauthProviders, RecoveryService, type OauthProvider } from '../recovery/index.ts';
import { createMediaHost, createMediaLibrary, type MediaLibrary } from '../media-library/index.ts';
import { admit, mergeRoutes, type RouteHost, type RouteTable, type SocketControl } from './route.ts';
import { PLATFORM_MODULES } from '../modules.ts';
import type { IcePolicy } from './platform-config.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusedByFeature } from '../auth/access.ts';
import { sessionOf } from '../auth/sessions.ts';
import type { Platform } from '../platform.ts';
import type { PlatformServices } from '../services.ts';
import { isSecure, tokenOf } from './cookies.ts';
import { featureOfDsPath, GpsFilePaths, IncidentPaths, RecallPaths, refusalOf, type Feature } from '../../../protocol/index.ts';
import { ok, refused, rejected, sendAnswer, type Answer } from './envelope.ts';
import { BodyError, readJsonBody } from './input.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { servedHosts } from './served-hosts.ts';
import { heldByFirstPassword, mustChangePassword, PASSWORD_CHANGE_ANSWER, PASSWORD_CHANGE_PATH } from './first-password.ts';
import { Serial } from '../serial.ts';
import { StaticFiles } from './static-files.ts';
import { TEST_ROUTES } from './test-routes.ts';
import { TERMINAL_TEST_ROUTES } from './terminal-test-routes.ts';
import { LOAD_TEST_ROUTES } from './load-test-routes.ts';
import { serveHelp } from './help-host.ts';
import { createUploadHost } from './upload-host.ts';
import { callerTypeOf, DS_ROLES, roleRefusal, type Role } from '../auth/role-table.ts';
import { fileRoleRefusal } from './file-roles.ts';
import { UploadStore } from '../uploads/upload-store.ts';
import { MediaPaths, PATROL_BASE, VideoRecordPath } from '../../../protocol/index.ts';
import type { VideoRecordService } from '../video-records/video-record-service.ts';
import type { StreamProxies } from '../video-records/stream-proxies.ts';
import { createPatrolHost } from '../patrol/index.ts';
import { createGpsFiles } from '../network/gps-files.ts';

/** Every /ds route the app serves: each module's own table (the role table's test lists them). */
export function dsRouteTable(host: RouteHost): RouteTable {
  return mergeRoutes(PLATFORM_MODULES, host);
}

/** The test controls: the HTTP layer's own (events, terminals, load) and each module's. */
function testRouteTable(host: RouteHost): RouteTable {
  const own = { name: 'http', routes: () => ({ ...TEST_ROUTES, ...TERMINAL_TEST_ROUTES, ...LOAD_TEST_ROUTES }) };
  return mergeRoutes([own, ...PLATFORM_MODULES.map((module) => ({ name: module.name, routes: module.testRoutes }))], host);
}

export type HttpAppOptions = {
  readonly platform: Platform;
  /** Proxies whose X-Forwarded-For is believed for guessing limits (--trusted-proxy; client-address.ts). */
  readonly trustedProxies?: readonly string[];
  /** The platform's services, built once by the emulator (services.ts). */
  readonly services: PlatformServices;
  readonly sockets: SocketControl;
  /** Serve /test/* (docs/protocol.md "Test controls"); otherwise they are 404. */
  readonly testControls: boolean;
  /** Folder of the built console. */
  readonly staticDir: string;
  /** Path of the Janus proxy on this origin (mediaServ of loginext), or null without Janus. */
  readonly mediaPath?: string | null;
  readonly ice?: IcePolicy | null;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimit?: number;
  /** The upload host's folder (alarm tones and icons); without it uploads answer 404. */
  readonly uploadsDir?: string;
  /** Where transmissions are recorded; without it recordings answer 404. */
  readonly recordingsDir?: string;
  /** The media library (shared with the cloud recorder); made from uploadsDir when not given. */
  readonly mediaLibrary?: MediaLibrary;
  /** The simulated cameras' HLS files, FLV liveness and FLV ingest (/cameras); 404 without. */
  readonly cameraMedia?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  /** Recordings and snapshots of the cameras (apiZlmk); without it those routes answer 404. */
  readonly videoRecords?: VideoRecordService | null;
  /** Stream proxies into the cameras' HLS folder (apiZlmk proxy); without them proxy answers 404. */
  readonly streamProxies?: StreamProxies | null;
  /** The broadcast service's host (/v1, /api/v1, /music); 404 without. */
  readonly broadcast?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  readonly log?: (line: string) => void;
  /** Where the platform's mail goes (verify codes); without it every send answers 101. */
  readonly mailer?: Mailer;
  /** getAccountByOauth providers besides our own `local` one. */
  readonly oauthProviders?: readonly OauthProvider[];
  /** Which Host headers are ours (served-hosts.ts); loopback and the connection's own address by default. */
  readonly servesHost?: (request: IncomingMessage) => boolean;
  /** Serve the console's source maps (a build with POC_SOURCEMAP=1); 404 otherwise. */
  readonly sourceMaps?: boolean;
};

const DEFAULT_BODY_LIMIT = 64 * 1024;
/** How long an unread request body is drained after an early answer before the connection is cut. */
export const DRAIN_MS = 2_000;

/** Another site's name pointing at us (DNS rebinding) gets this, never our answers. */
export const MISDIRECTED_ANSWER: Answer = { status: 421, envelope: { code: '421', desc: 'misdirected request: this host name is not served here' } };

/** The emulator's liveness path (docker-compose.yml health checks). */
export const HEALTH_PATH = '/healthz';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Hosts that serve a session's files (cookie or ?token=): not to a first password (first-password.ts). */
const SESSION_FILE_HOSTS = ['/filews', VideoRecordPath.files, '/cameras'];

/** The emulator's HTTP side: /ds, /test, and the console's files with the SPA fallback. */
export function createHttpApp(options: HttpAppOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const files = new StaticFiles(options.staticDir, { sourceMaps: options.sourceMaps ?? false });
  const servesHost = options.servesHost ?? servedHosts();
  const log = options.log ?? (() => undefined);
  const uploads = options.uploadsDir ? new UploadStore(options.uploadsDir) : null;
  const uploadHost = createUploadHost(options.platform, uploads);
  const recordingFiles = createRecordingFiles(options.platform, options.recordingsDir ?? null);
  const incidentArchives = createIncidentArchives(options.platform, options.recordingsDir ?? null);
  const gpsFiles = createGpsFiles(options.platform);
  const media = options.mediaLibrary ?? (options.uploadsDir ? createMediaLibrary(options.uploadsDir) : null);
  const mediaHost = createMediaHost(options.platform, media?.files ?? null, media?.serial ?? new Serial());
  const videoRecordFiles = createVideoRecordFiles(options.platform, options.videoRecords ?? null);
  const mailer = options.mailer ?? new Mailer(null);
  const localOauth = new LocalOauthProvider();
  const recovery = { service: new RecoveryService(options.platform, mailer), providers: new OauthProviders([localOauth, ...(options.oauthProviders ?? [])]) };
  const host: RouteHost = {
    platform: options.platform,
    uploads,
    media,
    recovery,
    mailer,
    localOauth,
    videoRecords: options.videoRecords ?? null,
    streamProxies: options.streamProxies ?? null,
    recordingsDir: options.recordingsDir ?? null,
  };
  const dsRoutes = dsRouteTable(host);
  const testRoutes = testRouteTable(host);
  const patrolHost = createPatrolHost(options.platform, options.services.patrol);

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const path = url.pathname;
    if (!servesHost(request)) return sendAnswer(response, MISDIRECTED_ANSWER);
    // Liveness for container health checks and load balancers: no token, no store access.
    if (path === HEALTH_PATH) return sendAnswer(response, ok({ status: 'up' }));
    if (under(path, '/ds')) return sendAnswer(response, await api(dsRoutes, request, url, DS_ROLES));
    if (SESSION_FILE_HOSTS.some((prefix) => under(path, prefix)) && heldByFirstPassword(options.platform, request, url.searchParams)) {
      return sendAnswer(response, PASSWORD_CHANGE_ANSWER);
    }
    // Every /filews host: the role table's check, once, before the host (docs/protocol.md "Roles").
    const fileRefusal = under(path, '/filews') ? fileRoleRefusal(options.platform, request, url) : null;
    if (fileRefusal) return sendAnswer(response, fileRefusal);
    if (under(path, RecallPaths.files)) return recordingFiles(request, response, url);
    if (under(path, IncidentPaths.archives)) return incidentArchives(request, response, url);
    if (under(path, GpsFilePaths.files)) return gpsFiles(request, response, url);
    if (path === MediaPaths.upload || under(path, MediaPaths.files)) return mediaHost(request, response, url);
    if (under(path, PATROL_BASE)) return patrolHost(request, response, url);
    if (under(path, '/filews')) return uploadHost(request, response, url);
    if (under(path, VideoRecordPath.files)) return videoRecordFiles(request, response, url);
    if (under(path, '/v1') || under(path, '/api/v1') || under(path, '/music')) {
      return options.broadcast ? options.broadcast(request, response, url) : sendAnswer(response, rejected(404, 'no broadcast service here'));
    }
    if (under(path, '/cameras')) return options.cameraMedia ? options.cameraMedia(request, response, url) : sendAnswer(response, rejected(404, 'no cameras here'));
    if (under(path, '/test')) {
      return sendAnswer(response, options.testControls ? await api(testRoutes, request, url) : rejected(404, 'test controls are off'));
    }
    if (under(path, '/help')) return serveHelp(path, request.method ?? 'GET', response);
    if (under(path, '/socket') || under(path, '/janus')) return sendAnswer(response, { status: 426, envelope: { code: '426', desc: 'WebSocket only' } });
    if (request.method === 'GET' || request.method === 'HEAD') return files.serve(path, request.method, response);
    response.setHeader('Allow', 'GET, HEAD');
    return sendAnswer(response, rejected(405, `${request.method} is not served here`));
  }

  /** `roles`: the table's roles (docs/protocol.md "Roles"), checked before anything of the request is read; the test controls have none. */
  async function api(table: RouteTable, request: IncomingMessage, url: URL, roles?: Readonly<Record<string, Role>>): Promise<Answer> {
    const entry = table[url.pathname];
    if (!entry) return rejected(404, `unknown path ${url.pathname}`);
    if (request.method !== entry.method) return rejected(405, `${url.pathname} takes ${entry.method}`);
    const token = tokenOf(request, url.searchParams);
    const session = sessionOf(options.platform, token);
    const handle = admit(entry, session);
    if (!handle) return TOKEN_EXPIRED_ANSWER;
    if (!entry.open && session && url.pathname !== PASSWORD_CHANGE_PATH && mustChangePassword(options.platform, session.msId)) return PASSWORD_CHANGE_ANSWER;
    const roleDenied = roles ? roleRefusal(roles[url.pathname], callerTypeOf(options.platform, session?.msId)) : null;
    if (roleDenied) return refused('403', roleDenied);
    const feature = featureOfDsPath(url.pathname);
    if (session && refusedByFeature(options.platform, session.msId, feature)) return refused('403', refusalOf(feature as Feature));
    let body: unknown;
    try {
      body = entry.method === 'GET' ? undefined : await readJsonBody(request, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyError) return rejected(error.status, error.message);
      throw error;
    }
    const context = {
      platform: options.platform,
      services: options.services,
      sockets: options.sockets,
      request,
      query: url.searchParams,
      body,
      token,
      session,
      secure: isSecure(request),
      mediaPath: options.mediaPath ?? null,
      ice: options.ice ?? null,
    };
    return handle(context);
  }

  const trustedProxies = new Set((options.trustedProxies ?? []).map(bareAddress));
  return (request, response) => {
    setSecurityHeaders(response);
    stampClientAddress(request, trustedProxies);
    route(request, response).catch((error: unknown) => {
      log(`${request.method} ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (response.headersSent) response.destroy();
      else sendAnswer(response, rejected(500, 'internal error'));
    });
    // A body we stopped reading (refused early: too big, wrong type, name taken) is drained for up to
    // DRAIN_MS, so the client finishes sending and reads the answer instead of a reset; then it is cut.
    response.on('finish', () => {
      if (request.complete) return;
      const cut = setTimeout(() => request.destroy(), DRAIN_MS);
      cut.unref();
      request.once('end', () => clearTimeout(cut));
      request.once('close', () => clearTimeout(cut));
      request.resume();
    });
  };
}
