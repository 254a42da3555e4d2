import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScryptCost } from './auth/password-hash.ts';
import { createCameraMedia } from './cameras/camera-media.ts';
import { VideoRecordService } from './video-records/video-record-service.ts';
import { StreamProxies } from './video-records/stream-proxies.ts';
import { CameraMediaPath } from '../../protocol/index.ts';
import { createHttpApp } from './http/http-app.ts';
import { createBroadcastHost } from './broadcast/broadcast-host.ts';
import { expireTimedStuns } from './remote-control/stun-expiry.ts';
import { keepFloorsInRooms } from './media/floor-media.ts';
import { keepGroupRooms } from './media/group-rooms.ts';
import { JanusOneWayMedia } from './all-call/janus-one-way-media.ts';
import { createJanusProxy, JANUS_PATH } from './media/janus-proxy.ts';
import { JanusRooms } from './media/janus-rooms.ts';
import { NO_MEDIA_ROOMS, type MediaRooms } from './media/media-rooms.ts';
import { recordTransmissions } from './media/transmission-recorder.ts';
import { createMediaLibrary, recordToMediaCloud } from './media-library/index.ts';
import type { IcePolicy } from './http/platform-config.ts';
import { Platform } from './platform.ts';
import { createServices, type PlatformServices } from './services.ts';
import { seedDemoOrganisation } from './seed/seed.ts';
import { seedFirstAdministrator } from './seed/first-administrator.ts';
import { servedHosts } from './http/served-hosts.ts';
import { markAllOffline } from './socket/presence.ts';
import { runLoneWorkScheduler } from './lone-worker/scheduler.ts';
import { SocketHub, type SocketLiveness } from './socket/socket-hub.ts';
import { JanusMonitorMedia, NO_MONITOR_MEDIA, type MonitorMedia } from './terminal-monitor/monitor-media.ts';
import type { VideoLimits } from './calls/decide.ts';
import type { EventStore } from './store/event-store.ts';
import { Mailer } from './recovery/index.ts';
import { setAutoLoginKey } from './recovery/auto-login-keys.ts';
import type { Deployment } from './scale-out/scale-out.ts';

export type EmulatorOptions = {
  readonly store: EventStore;
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly staticDir: string;
  readonly testControls: boolean;
  readonly snapshotEvery?: number;
  /** Cost of the seeded accounts' password hashes; tests make it cheap. */
  readonly passwordCost?: ScryptCost;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** Janus's WebSocket API: group rooms live there and browsers reach it through /janus. */
  readonly janus?: {
    readonly url: string;
    readonly adminKey: string | null;
    /** Janus's media address and ours beside it (POC_MEDIA_HOST, POC_HOST_SIDE_IP): one-way calls relay RTP there. */
    readonly mediaHost?: string;
    readonly hostSideIp?: string;
  };
  /** Where transmissions are recorded (with Janus only); none when absent. */
  readonly recordingsDir?: string;
  /** The upload host's files (alarm tones); uploads answer 404 when absent. */
  readonly uploadsDir?: string;
  /** Restricts peer-to-peer media (calls) to these CIDRs and our own STUN servers. */
  readonly ice?: IcePolicy | null;
  /** Length of a lone worker minute (work periods, check-in intervals); tests shorten it. */
  readonly loneWorkerMinuteMs?: number;
  /** The simulated cameras' media: their HLS folder and FLV push secret (docs/protocol.md "Simulated cameras"). */
  readonly cameras?: { readonly hlsDir: string | null; readonly ingestKey: string | null };
  /** Where camera recordings and snapshots are kept (apiZlmk record, snap); none when absent. */
  readonly videoRecordsDir?: string;
  /** The simulated speakers' key for the broadcast service (docs/protocol.md "Broadcast"); none without. */
  readonly speakerKey?: string | null;
  /** Video calls open at once (406 beyond) and their maximum duration (418); SPEC defaults when absent. */
  readonly videoLimits?: VideoLimits;
  /** Terminal camera monitors open at once (--max-monitors); CameraMonitorLimits.maxConcurrent when absent. */
  readonly maxMonitors?: number;
  /** How long an organisation's group rooms outlive its last online terminal (group-rooms.ts ROOM_IDLE_MS). */
  readonly roomIdleMs?: number;
  /** Where terminal cameras are monitored: Janus Streaming with Janus, none without; tests give their own. */
  readonly monitorMedia?: MonitorMedia;
  /** How long the platform waits for a terminal to start its camera (CameraMonitorLimits.answerTimeoutMs when absent). */
  readonly monitorAnswerTimeoutMs?: number;
  /** The platform's SMTP server on loopback (verify codes); mail fails with 101 without one. */
  readonly smtp?: { readonly host: string; readonly port: number } | null;
  readonly mailFrom?: string;
  /** A host's auto-login key, set at start (it replaces the host's other keys). */
  readonly autoLogin?: { readonly msId: string; readonly hostname: string; readonly key: string } | null;
  /** Lifetime of a patrol service token (default a day). */
  readonly patrolTokenMs?: number;
  /** An empty log gets the demo organisation (npm start, tests); without, the first administrator only. */
  readonly demo?: boolean;
  /** The first administrator's password (POC_ADMIN_PASSWORD); drawn and logged once when absent. */
  readonly adminPassword?: string | null;
  /** Seeds the patrol demo too (npm start), with the demo, on an empty log only. */
  readonly demoPatrol?: boolean;
  /** Host names served besides loopback and the listening address (--allowed-host; served-hosts.ts). */
  readonly allowedHosts?: readonly string[];
  /** Proxies in front (the compose nginx) whose X-Forwarded-For counts for guessing limits (--trusted-proxy). */
  readonly trustedProxies?: readonly string[];
  /** Serve the console's source maps (a build with POC_SOURCEMAP=1). */
  readonly sourceMaps?: boolean;
  /** The sockets' login deadline and idle cut-off; tests shorten them and bring their own clock. */
  readonly socketLiveness?: SocketLiveness;
  /** Several instances on one PostgreSQL store (--bus); a single instance without. */
  readonly deployment?: Deployment;
};

export type RunningEmulator = {
  readonly url: string;
  readonly platform: Platform;
  readonly sockets: SocketHub;
  /** The platform's services (services.ts), as the routes and commands use them. */
  readonly services: PlatformServices;
  /** The groups' push-to-talk rooms (no-ops without Janus). */
  readonly mediaRooms: MediaRooms;
  /** Closes the sockets, records their terminals offline, snapshots and closes the store. Safe to call twice. */
  close(): Promise<void>;
};

/** An empty log gets the demo when asked for, else the first administrator (whose password goes to the log, once). */
async function seedEmptyStore(platform: Platform, options: EmulatorOptions, log: (line: string) => void): Promise<void> {
  if (options.demo) {
    const seeded = await seedDemoOrganisation(platform, options.passwordCost, { patrol: options.demoPatrol ?? false });
    if (seeded > 0) log(`seeded the demo organisation: ${seeded} events`);
    return;
  }
  const admin = await seedFirstAdministrator(platform, options.adminPassword ?? null, options.passwordCost);
  if (!admin) return;
  const password = admin.generated ? `password ${admin.password} (shown this once)` : 'the password of POC_ADMIN_PASSWORD';
  log(`first administrator: account ${admin.msId}, ${password}; it must be changed at the first log-in`);
}

/** Assembles the emulator on a store: state, seed of an empty log, HTTP and WebSocket on one port. */
export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const log = options.log ?? (() => undefined);
  const deployment = options.deployment;
  /** With several instances: the terminals this instance had online, the only ones whose calls and floors it may end. */
  let own: ReadonlySet<string> | undefined;
  const startUp = async (attach: (platform: Platform) => void) => {
    const platform = await Platform.open(options.store, { now: options.now, snapshotEvery: options.snapshotEvery, log });
    attach(platform);
    await seedEmptyStore(platform, options, log);
    own = await deployment?.ownTerminals();
    await markAllOffline(platform, own);
    if (options.autoLogin) await setAutoLoginKey(platform, options.autoLogin);
    return platform;
  };
  const platform = deployment ? await deployment.startUp(startUp) : await startUp(() => undefined);
  await deployment?.join(platform);
  // Schedulers run once in a deployment: on its leading instance.
  const singleton = (start: () => () => void): (() => void) => {
    if (!deployment) return start();
    deployment.singleton(start);
    return () => undefined;
  };

  const oneWayMedia = options.janus
    ? new JanusOneWayMedia({ url: options.janus.url, adminKey: options.janus.adminKey, bindIp: options.janus.hostSideIp ?? '127.0.0.1', mediaHost: options.janus.mediaHost ?? '127.0.0.1', log })
    : undefined;
  const monitorMedia = options.monitorMedia ?? (options.janus ? new JanusMonitorMedia({ url: options.janus.url, adminKey: options.janus.adminKey, mediaHost: options.janus.mediaHost ?? '127.0.0.1', log }) : NO_MONITOR_MEDIA);
  const services = createServices(platform, { loneWorkerMinuteMs: options.loneWorkerMinuteMs, patrolTokenMs: options.patrolTokenMs });
  const sockets = new SocketHub(platform, services, log, oneWayMedia, options.videoLimits, { media: monitorMedia, max: options.maxMonitors, answerTimeoutMs: options.monitorAnswerTimeoutMs }, own && ((msId) => own!.has(msId)), options.socketLiveness);
  const stopLoneWork = singleton(() => runLoneWorkScheduler(services.loneWork, log));
  const janusRooms = options.janus ? new JanusRooms({ ...options.janus, log }) : null;
  const mediaRooms: MediaRooms = janusRooms ?? NO_MEDIA_ROOMS;
  const groupRooms = keepGroupRooms(platform, mediaRooms, { idleMs: options.roomIdleMs });
  const stopFloorMedia = janusRooms ? keepFloorsInRooms(platform, janusRooms, log) : () => undefined;
  const stopStunExpiry = singleton(() => expireTimedStuns(platform, log));
  const recordingsDir = options.recordingsDir;
  const stopRecording = janusRooms && recordingsDir ? singleton(() => recordTransmissions(platform, mediaRooms, recordingsDir, log)) : () => undefined;
  const mediaLibrary = options.uploadsDir ? createMediaLibrary(options.uploadsDir) : undefined;
  const stopMediaCloud = mediaLibrary && recordingsDir ? singleton(() => recordToMediaCloud(platform, mediaLibrary.files, recordingsDir, mediaLibrary.serial, log)) : () => undefined;
  const janusProxy = options.janus ? createJanusProxy(platform, options.janus.url, { pinOf: (room) => mediaRooms.pinOf(room), ensureRoom: groupRooms.use }, log) : null;
  if (janusProxy) sockets.routeUpgrade(JANUS_PATH, janusProxy.upgrade);
  const mediaPath = janusProxy ? JANUS_PATH : null;
  const cameraMedia = createCameraMedia({ platform, hlsDir: options.cameras?.hlsDir ?? null, ingestKey: options.cameras?.ingestKey ?? null, log });
  sockets.routeUpgrade(CameraMediaPath.flvSocket, cameraMedia.upgrade);
  const videoRecords = options.videoRecordsDir ? new VideoRecordService(platform, { dir: options.videoRecordsDir, sourceOf: cameraMedia.sourceOf, log }) : null;
  await videoRecords?.recover();
  const streamProxies = options.cameras?.hlsDir ? new StreamProxies(options.cameras.hlsDir, log) : null;
  const broadcast = createBroadcastHost(platform, services.loginGuard, { uploadsDir: options.uploadsDir, speakerKey: options.speakerKey ?? null, log });
  const servesHost = servedHosts(options.allowedHosts);
  const http = createServer(
    createHttpApp({
      platform,
      services,
      trustedProxies: options.trustedProxies,
      servesHost,
      sourceMaps: options.sourceMaps ?? false,
      sockets,
      testControls: options.testControls,
      staticDir: options.staticDir,
      mediaPath,
      ice: options.ice ?? null,
      uploadsDir: options.uploadsDir,
      recordingsDir: options.recordingsDir,
      mediaLibrary,
      cameraMedia: cameraMedia.http,
      videoRecords,
      streamProxies,
      mailer: new Mailer(options.smtp ?? null, options.mailFrom),
      broadcast: broadcast.handle,
      log,
    }),
  );
  sockets.attach(http, servesHost);
  await listen(http, options.host, options.port);
  // Ready means the rooms exist when Janus is up; when it is not, they come with the reconnect.
  await janusRooms?.ready();
  const { port } = http.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      stopLoneWork();
      broadcast.close();
      groupRooms.stop();
      stopFloorMedia();
      stopStunExpiry();
      stopRecording();
      stopMediaCloud();
      janusProxy?.close();
      // Running recordings are finished (kept) while their camera streams still flow.
      await videoRecords?.close();
      await streamProxies?.close();
      cameraMedia.close();
      await sockets.close();
      await monitorMedia.close();
      await mediaRooms.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await platform.close();
      await deployment?.close();
      log(`stopped; ${sockets.stats.malformed} malformed frames were received`);
    })());
  return { url: `http://${host}:${port}`, platform, services, sockets, mediaRooms, close };
}

function listen(http: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
}
