import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { FleetOptions } from './fleet.ts';
import { mediaNetworkFrom } from './voice/media-network.ts';
import { DEFAULT_CACHE_DIR } from './voice/synthesis.ts';

export const USAGE = `Usage: tsx simulators/terminals/main.ts [options]

  --url URL                  the emulator (default http://127.0.0.1:8765)
  --count N|all              how many terminals to run (default all non-dispatcher terminals)
  --tick-ms MS               simulation step (default 3000)
  --seed N                   seed of the fleet's randomness (default 1): same seed, same moves
  --churn P                  chance per terminal and tick of going offline for a while (default 0.002)
  --password PW              password of the terminal accounts (default 123456)
  --operator ACCOUNT         account that reads the roster (default 20000002)
  --operator-password PW     its password (default Dispatch#2026)
  --concurrency N            logins at once (default 16)
  --voice N                  how many radios and gateways talk and listen in their group's Janus room
                             (default 30; 0: no voice)
  --talk-every S             each voice terminal talks a phrase about every S seconds (default 90; 0: never)
  --janus URL                Janus's WebSocket API (default $POC_JANUS_WS; neither: no voice);
                             RTP goes only to $POC_MEDIA_HOST from $POC_HOST_SIDE_IP (default 127.0.0.1 both)
  --voice-cache DIR          where synthesised phrases are kept (default .run/voice-cache)
  --sos-every S              each terminal presses SOS about every S seconds while its last alarm is
                             closed (default 0: never); voice radios also talk with emergency priority
  --reply-messages MODE      answer messages and SMS: off (default), text, or photo (text and a photo)
  --lone-worker-miss P       chance that a terminal misses a lone worker check-in (default 0: answers all;
                             1: never answers, so its plans raise 'forgot to reply')
  --answer-jobs MODE         answer job tickets: off (default), accept, reject, or complete (accept,
                             start work and complete, a step every 5 s)
  --indoor MSID@AREA:X,Y[:DB] the terminal stands in indoor area AREA at X,Y metres and reports beacon
                             scans each tick, with Gaussian noise of DB dB (default 0); repeatable
  --patrol-every S           patrol users walk their routes and punch a point about every S seconds
                             (default 0: never)
  --patrol-miss P            chance that a patrol user walks past a point without punching it (default 0)
  --school-punch-every S     terminals read the platform's student cards (one at random), each about every
                             S seconds (default 0: never); docs/protocol.md "School"
  --shard I/N                run only every N-th terminal of the roster, starting at the I-th (1-based), so N
                             fleets share one roster (default 1/1); docker-compose.yml scales the fleet so
  --ready-file PATH          also write the FLEET_READY line to PATH (container health checks)
  --help                     this text`;

const Options = z.object({
  url: z.url({ protocol: /^https?$/ }),
  count: z.union([z.literal('all'), z.coerce.number().int().nonnegative()]),
  'tick-ms': z.coerce.number().int().min(100).max(3_600_000),
  seed: z.coerce.number().int(),
  churn: z.coerce.number().min(0).max(1),
  password: z.string().min(1),
  operator: z.string().regex(/^\d{8}$/, 'must be 8 digits'),
  'operator-password': z.string().min(1),
  concurrency: z.coerce.number().int().min(1).max(1_000),
  voice: z.coerce.number().int().min(0).max(2_000),
  'talk-every': z.coerce.number().min(0).max(86_400),
  janus: z.url({ protocol: /^wss?$/ }).optional(),
  'voice-cache': z.string().min(1),
  'sos-every': z.coerce.number().min(0).max(31_536_000),
  'reply-messages': z.enum(['off', 'text', 'photo']),
  'lone-worker-miss': z.coerce.number().min(0).max(1),
  'answer-jobs': z.enum(['off', 'accept', 'reject', 'complete']),
  indoor: z.array(z.string().regex(/^\d{8}@\d+:-?\d+(\.\d+)?,-?\d+(\.\d+)?(:\d+(\.\d+)?)?$/, 'MSID@AREA:X,Y[:DB]')),
  'patrol-every': z.coerce.number().min(0).max(86_400),
  'patrol-miss': z.coerce.number().min(0).max(1),
  'school-punch-every': z.coerce.number().min(0).max(86_400),
  shard: z
    .string()
    .regex(/^\d{1,4}\/\d{1,4}$/, 'must be I/N')
    .refine((text) => {
      const [index, of] = text.split('/').map(Number) as [number, number];
      return index >= 1 && index <= of;
    }, 'I must be between 1 and N'),
  'ready-file': z.string().min(1).optional(),
  help: z.boolean(),
});

export type FleetCli = Omit<FleetOptions, 'log'> & { readyFile: string | null; help: boolean };

export function parseFleetArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): FleetCli {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8765' },
      count: { type: 'string', default: 'all' },
      'tick-ms': { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      churn: { type: 'string', default: '0.002' },
      password: { type: 'string', default: '123456' },
      operator: { type: 'string', default: '20000002' },
      'operator-password': { type: 'string', default: 'Dispatch#2026' },
      concurrency: { type: 'string', default: '16' },
      voice: { type: 'string', default: '30' },
      'talk-every': { type: 'string', default: '90' },
      janus: { type: 'string' },
      'voice-cache': { type: 'string', default: DEFAULT_CACHE_DIR },
      'sos-every': { type: 'string', default: '0' },
      'reply-messages': { type: 'string', default: 'off' },
      'lone-worker-miss': { type: 'string', default: '0' },
      'answer-jobs': { type: 'string', default: 'off' },
      indoor: { type: 'string', multiple: true, default: [] },
      'patrol-every': { type: 'string', default: '0' },
      'patrol-miss': { type: 'string', default: '0' },
      'school-punch-every': { type: 'string', default: '0' },
      shard: { type: 'string', default: '1/1' },
      'ready-file': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const parsed = Options.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  const options = parsed.data;
  const network = mediaNetworkFrom(env, options.janus);
  const talkEveryS = options['talk-every'] === 0 ? null : options['talk-every'];
  return {
    baseUrl: options.url.replace(/\/+$/, ''),
    count: options.count === 'all' ? null : options.count,
    tickMs: options['tick-ms'],
    seed: options.seed,
    churn: options.churn,
    password: options.password,
    operator: { account: options.operator, password: options['operator-password'] },
    concurrency: options.concurrency,
    voice: network && options.voice > 0 ? { count: options.voice, setup: { network, cacheDir: options['voice-cache'], talkEveryS, meter: false } } : null,
    sosEveryS: options['sos-every'] === 0 ? null : options['sos-every'],
    replyMessages: options['reply-messages'],
    loneWorkMiss: options['lone-worker-miss'],
    answerJobs: options['answer-jobs'],
    indoor: options.indoor.map(placementOf),
    patrol: options['patrol-every'] === 0 ? null : { everyS: options['patrol-every'], miss: options['patrol-miss'] },
    schoolPunchEveryS: options['school-punch-every'] === 0 ? null : options['school-punch-every'],
    shard: shardOf(options.shard),
    readyFile: options['ready-file'] ?? null,
    help: options.help,
  };
}

/** "10000001@2:3.5,4:1.5" → terminal 10000001 in area 2 at (3.5 m, 4 m), 1.5 dB of noise. */
function placementOf(text: string) {
  const [msId, rest] = text.split('@') as [string, string];
  const [areaId, xy, noise] = rest.split(':') as [string, string, string | undefined];
  const [x, y] = xy.split(',').map(Number) as [number, number];
  return { msId, areaId, at: { x, y }, noiseDb: noise === undefined ? 0 : Number(noise) };
}

/** "2/3" → the second of three fleets sharing the roster. */
function shardOf(text: string) {
  const [index, of] = text.split('/').map(Number) as [number, number];
  return { index, of };
}
