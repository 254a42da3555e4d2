import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CameraMonitorLimits, meetsPasswordPolicy, VideoCallLimits } from '../../protocol/index.ts';
import { isHostList } from './http/served-hosts.ts';
import { isPostgresUrl } from './store/open-store.ts';
import { DEFAULT_DATA_DIR } from './store/pglite-store.ts';
import { DEFAULT_PG_SCHEMA } from './store/postgres-store.ts';

export const USAGE = `Usage: tsx simulators/platform/main.ts [options]

  --host HOST          address to listen on (default 127.0.0.1)
  --port PORT          port (default 8765; 0 picks a free one and prints it)
  --allowed-host NAMES Host names served besides loopback and the listening address, comma-separated,
                       each NAME (any port) or NAME:PORT (default: env POC_ALLOWED_HOSTS); others get 421
  --trusted-proxy IPS  addresses of proxies in front (comma-separated; default: env POC_TRUSTED_PROXIES):
                       their X-Forwarded-For names the client for log-in guessing limits; none by default
  --demo               an empty store gets the demo organisation and its fixed passwords (default: env
                       POC_DEMO=1); without, it gets one administrator, 20000000, whose password is env
                       POC_ADMIN_PASSWORD or generated and printed once, to be changed at first log-in
  --data DIR           data folder of the embedded store (default ${DEFAULT_DATA_DIR})
  --store STORE        pglite (default) or a postgres://user@host:5432/db URL
  --pg-schema NAME     PostgreSQL schema of the store (default ${DEFAULT_PG_SCHEMA})
  --bus nats://HOST:PORT  share the log with other instances over NATS JetStream (needs a postgres --store)
  --instance-id NAME   this instance's name among several (default HOST:PORT, the machine's name for 0.0.0.0; needs --bus)
  --static DIR         folder of the built console (default ./dist)
  --test-controls      serve the /test endpoints (tests and QA only)
  --janus URL          Janus WebSocket API (ws://host:port/): group rooms there, proxied at /janus
  --janus-admin-key K  AudioBridge admin key of that Janus (default: env POC_JANUS_ADMIN_KEY)
  --ice-allow CIDRS    peer-to-peer media only within these comma-separated CIDRs (served with loginext)
  --stun URLS          our own STUN servers (stun:host:port, comma-separated), served with loginext
  --lone-worker-minute-ms N  length of a lone worker minute in ms (default 60000; tests only)
  --room-idle-ms N     an organisation's group rooms outlive its last online terminal by N ms (default 60000)
  --camera-hls DIR     serve the simulated cameras' HLS folders (DIR/<stream>/index.m3u8) at /cameras/hls
  --camera-ingest-key K  simulated cameras push FLV to /cameras/ingest/<stream>?key=K (default: env POC_CAMERA_INGEST_KEY)
  --speaker-key K      simulated speakers report to /v1/speaker/report and fetch /music with this key (default: env POC_SPEAKER_KEY)
  --max-video-calls N  video calls open at once on the platform, 406 beyond (default ${VideoCallLimits.maxConcurrent})
  --max-video-call-s S a connected video call ends with 418 after S seconds (default ${VideoCallLimits.maxDurationS})
  --max-monitors N     terminal cameras monitored at once on the platform, 406 beyond (default ${CameraMonitorLimits.maxConcurrent})
  --smtp-host HOST     SMTP server for the platform's mail (verify codes); loopback only (default 127.0.0.1)
  --smtp-port PORT     its port; without it every mail fails with 101 (npm start runs our SMTP sink)
  --mail-from ADDRESS  sender of the platform's mail (default no-reply@poc-emulator.invalid)
  --auto-login ACCOUNT@HOST  the auto-login key of env POC_AUTO_LOGIN_KEY logs ACCOUNT in on HOST (replaces that host's keys)
  --patrol-token-s S   lifetime of a patrol service token in seconds (default 86400); expired: code 1011
  --demo-patrol        with --demo: a new data folder gets the patrol demo too (points, a round, users, a plan)
  --help               this text`;

export type EmulatorCli = {
  host: string;
  port: number;
  /** Host names served besides loopback and the listening address (served-hosts.ts). */
  allowedHosts: string[];
  /** Proxies whose X-Forwarded-For is believed (client-address.ts). */
  trustedProxies: string[];
  /** Seed the demo organisation into an empty store; otherwise the first administrator. */
  demo: boolean;
  /** The first administrator's password (env POC_ADMIN_PASSWORD), or null: generated. */
  adminPassword: string | null;
  /** Serve the console's source maps (env POC_SOURCEMAP=1, as the build that made them). */
  sourceMaps: boolean;
  dataDir: string;
  store: string;
  pgSchema: string;
  /** NATS URL of the scale-out bus (several instances on one PostgreSQL store), or null: a single instance. */
  bus: string | null;
  /** This instance's name on the bus (its presence and consumer); host:port unless given. */
  instanceId: string;
  staticDir: string;
  testControls: boolean;
  /** Janus's WebSocket URL, or null without media. */
  janus: string | null;
  janusAdminKey: string | null;
  iceAllow: string[];
  stunUrls: string[];
  /** Lone worker minute length (tests shorten it so a check-in interval passes in a second). */
  loneWorkerMinuteMs: number;
  /** How long group rooms outlive their organisation's last online terminal (media/group-rooms.ts). */
  roomIdleMs: number;
  /** The simulated cameras' HLS folder, or null. */
  cameraHls: string | null;
  /** The simulated cameras' FLV push secret, or null (no FLV ingest). */
  cameraIngestKey: string | null;
  /** The simulated speakers' key, or null: then the speaker report answers 401. */
  speakerKey: string | null;
  maxVideoCalls: number;
  maxVideoCallS: number;
  /** Terminal camera monitors open at once (SPEC §8 "maximum monitored entries reached" beyond). */
  maxMonitors: number;
  /** The platform's SMTP server, or null (mail fails with 101). */
  smtp: { host: string; port: number } | null;
  mailFrom: string;
  /** A host's auto-login key from POC_AUTO_LOGIN_KEY, or null. */
  autoLogin: { msId: string; hostname: string; key: string } | null;
  /** Lifetime of a patrol service token (then 1011 and the client logs in again). */
  patrolTokenS: number;
  demoPatrol: boolean;
  help: boolean;
};

const Options = z.object({
  host: z.string().min(1),
  port: z.coerce.number().int().min(0).max(65_535),
  'allowed-host': z.string().refine(isHostList, 'must be host names, NAME or NAME:PORT, comma-separated').optional(),
  'trusted-proxy': z
    .string()
    .refine((value) => value.split(',').every((entry) => isIP(entry.trim()) !== 0), 'must be IP addresses, comma-separated')
    .optional(),
  demo: z.boolean(),
  data: z.string().min(1),
  store: z.string().refine((value) => value === 'pglite' || isPostgresUrl(value), 'must be pglite or a postgres:// URL'),
  'pg-schema': z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier'),
  bus: z
    .string()
    .refine((value) => /^nats:$/.test(safeUrl(value)?.protocol ?? '') && /^nats:\/\/[^/]+:\d+\/?$/.test(value), 'must be a nats://host:port URL')
    .optional(),
  'instance-id': z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes, underscores or colons').optional(),
  static: z.string().min(1),
  'test-controls': z.boolean(),
  janus: z
    .string()
    .refine((value) => /^wss?:$/.test(safeUrl(value)?.protocol ?? ''), 'must be a ws:// or wss:// URL')
    .optional(),
  'janus-admin-key': z.string().min(1).optional(),
  'ice-allow': z
    .string()
    .regex(/^(\d{1,3}(\.\d{1,3}){3}\/\d{1,2})(,\d{1,3}(\.\d{1,3}){3}\/\d{1,2})*$/, 'must be IPv4 CIDRs, comma-separated')
    .optional(),
  stun: z
    .string()
    .regex(/^stun:[A-Za-z0-9.:[\]-]+(,stun:[A-Za-z0-9.:[\]-]+)*$/, 'must be stun:host:port URLs, comma-separated')
    .optional(),
  'lone-worker-minute-ms': z.coerce.number().int().min(100).max(60_000),
  'room-idle-ms': z.coerce.number().int().min(100).max(3_600_000),
  'camera-hls': z.string().min(1).optional(),
  'camera-ingest-key': z.string().min(16, 'must be at least 16 characters').optional(),
  'speaker-key': z.string().min(16, 'must be at least 16 characters').optional(),
  'max-video-calls': z.coerce.number().int().min(0).max(10_000),
  'max-video-call-s': z.coerce.number().int().min(1).max(86_400),
  'max-monitors': z.coerce.number().int().min(0).max(1_000),
  'smtp-host': z.string().regex(/^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/, 'must be a loopback address'),
  'smtp-port': z.coerce.number().int().min(1).max(65_535).optional(),
  'mail-from': z.string().regex(/^[^\s<>@]+@[^\s<>@]+$/, 'must be an e-mail address'),
  'auto-login': z.string().regex(/^\d{8}@[A-Za-z0-9.:[\]-]{1,253}$/, 'must be ACCOUNT@HOST').optional(),
  'patrol-token-s': z.coerce.number().int().min(1).max(31_536_000),
  'demo-patrol': z.boolean(),
  help: z.boolean(),
});

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Parses the command line; throws with a readable message on anything unknown or invalid. */
export function parseEmulatorArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): EmulatorCli {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8765' },
      'allowed-host': { type: 'string', ...(env.POC_ALLOWED_HOSTS ? { default: env.POC_ALLOWED_HOSTS } : {}) },
      'trusted-proxy': { type: 'string', ...(env.POC_TRUSTED_PROXIES ? { default: env.POC_TRUSTED_PROXIES } : {}) },
      demo: { type: 'boolean', default: env.POC_DEMO === '1' },
      data: { type: 'string', default: DEFAULT_DATA_DIR },
      store: { type: 'string', default: 'pglite' },
      'pg-schema': { type: 'string', default: DEFAULT_PG_SCHEMA },
      bus: { type: 'string' },
      'instance-id': { type: 'string' },
      static: { type: 'string', default: './dist' },
      'test-controls': { type: 'boolean', default: false },
      janus: { type: 'string' },
      'janus-admin-key': { type: 'string' },
      'ice-allow': { type: 'string' },
      stun: { type: 'string' },
      'lone-worker-minute-ms': { type: 'string', default: '60000' },
      'room-idle-ms': { type: 'string', default: '60000' },
      'camera-hls': { type: 'string' },
      'camera-ingest-key': { type: 'string' },
      'speaker-key': { type: 'string' },
      'max-video-calls': { type: 'string', default: String(VideoCallLimits.maxConcurrent) },
      'max-video-call-s': { type: 'string', default: String(VideoCallLimits.maxDurationS) },
      'max-monitors': { type: 'string', default: String(CameraMonitorLimits.maxConcurrent) },
      'smtp-host': { type: 'string', default: '127.0.0.1' },
      'smtp-port': { type: 'string' },
      'mail-from': { type: 'string', default: 'no-reply@poc-emulator.invalid' },
      'auto-login': { type: 'string' },
      'patrol-token-s': { type: 'string', default: '86400' },
      'demo-patrol': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const parsed = Options.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  const options = parsed.data;
  if (options.bus && !isPostgresUrl(options.store)) throw new Error('--bus: several instances share a PostgreSQL store: give --store postgres://...');
  if (options['instance-id'] && !options.bus) throw new Error('--instance-id: only with --bus (several instances)');
  // host:port names an instance only when the port is fixed; with --port 0 every instance would be "host:0".
  if (options.bus && !options['instance-id'] && options.port === 0) throw new Error('--instance-id: needed with --bus and --port 0');
  const adminPassword = env.POC_ADMIN_PASSWORD || null;
  // The console would refuse to send it: 8-64 characters, upper and lower case, a digit, a special.
  if (adminPassword !== null && !meetsPasswordPolicy(adminPassword)) throw new Error('env POC_ADMIN_PASSWORD: must be 8-64 characters with upper and lower case letters, a digit and a special character');
  return {
    host: options.host,
    port: options.port,
    allowedHosts: options['allowed-host']?.split(',').map((entry) => entry.trim()) ?? [],
    trustedProxies: options['trusted-proxy']?.split(',').map((entry) => entry.trim()) ?? [],
    demo: options.demo,
    adminPassword,
    sourceMaps: env.POC_SOURCEMAP === '1',
    dataDir: options.data,
    store: options.store,
    pgSchema: options['pg-schema'],
    bus: options.bus ?? null,
    instanceId: options['instance-id'] ?? `${instanceHost(options.host)}:${options.port}`,
    staticDir: options.static,
    testControls: options['test-controls'],
    janus: options.janus ?? null,
    janusAdminKey: options['janus-admin-key'] ?? (env.POC_JANUS_ADMIN_KEY || null),
    iceAllow: options['ice-allow']?.split(',') ?? [],
    stunUrls: options.stun?.split(',') ?? [],
    loneWorkerMinuteMs: options['lone-worker-minute-ms'],
    roomIdleMs: options['room-idle-ms'],
    cameraHls: options['camera-hls'] ?? null,
    cameraIngestKey: options['camera-ingest-key'] ?? (env.POC_CAMERA_INGEST_KEY || null),
    speakerKey: options['speaker-key'] ?? (env.POC_SPEAKER_KEY || null),
    maxVideoCalls: options['max-video-calls'],
    maxVideoCallS: options['max-video-call-s'],
    maxMonitors: options['max-monitors'],
    smtp: options['smtp-port'] === undefined ? null : { host: options['smtp-host'], port: options['smtp-port'] },
    mailFrom: options['mail-from'],
    autoLogin: autoLoginOf(options['auto-login'], env),
    patrolTokenS: options['patrol-token-s'],
    demoPatrol: options['demo-patrol'],
    help: options.help,
  };
}

/** A wildcard address is the same on every instance (containers listen on 0.0.0.0): the machine's name is not. */
const instanceHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? hostname() : host);

/** ACCOUNT@HOST with the key from the environment (a key on the command line would show in ps). */
function autoLoginOf(value: string | undefined, env: NodeJS.ProcessEnv): EmulatorCli['autoLogin'] {
  if (!value) return null;
  const key = env.POC_AUTO_LOGIN_KEY ?? '';
  if (key.length < 16) throw new Error('--auto-login: env POC_AUTO_LOGIN_KEY must hold a key of at least 16 characters');
  const at = value.indexOf('@');
  return { msId: value.slice(0, at), hostname: value.slice(at + 1), key };
}
