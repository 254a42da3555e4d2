import type { Terminal } from '../../../protocol/index.ts';
import { seededRandom, seedOf } from '../../world/random.ts';
import { SimulatedTerminal } from '../simulated-terminal.ts';
import type { MediaNetwork } from './media-network.ts';
import { DEFAULT_CACHE_DIR } from './synthesis.ts';

export type VoiceTerminalOptions = {
  /** The emulator, e.g. http://127.0.0.1:8765. */
  readonly baseUrl: string;
  /** The terminal as the roster lists it (getGrpMsList). */
  readonly terminal: Terminal;
  readonly network: MediaNetwork;
  readonly password?: string;
  readonly cacheDir?: string;
  readonly log?: (line: string) => void;
};

/**
 * One terminal with a voice, for tests and benchmarks that drive it by hand: no churn, no talking
 * on its own. `connect()` logs in and joins its group's room; then `talk()`, `heard()`.
 */
export function voiceTerminal(options: VoiceTerminalOptions): SimulatedTerminal {
  const { msId } = options.terminal;
  return new SimulatedTerminal(options.terminal, {
    baseUrl: options.baseUrl,
    password: options.password ?? '123456',
    random: seededRandom(seedOf(msId)),
    churn: 0,
    log: options.log ?? (() => undefined),
    voice: {
      setup: { network: options.network, cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR, talkEveryS: null, meter: true },
      random: seededRandom(seedOf(`${msId}:voice`)),
    },
  });
}
