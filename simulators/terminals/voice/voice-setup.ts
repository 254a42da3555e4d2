import { TerminalType, type Terminal } from '../../../protocol/index.ts';
import { seedOf, type Random } from '../../world/random.ts';
import type { MediaNetwork } from './media-network.ts';
import { radioPhrase } from './phrase-spec.ts';
import { loadPhrase } from './synthesis.ts';
import { TerminalVoice } from './terminal-voice.ts';
import { VoicePeer } from './voice-peer.ts';

/** How a fleet's terminals get their voice. */
export type VoiceSetup = {
  readonly network: MediaNetwork;
  readonly cacheDir: string;
  /** A terminal talks about this often (seconds, spread ±50 %); null: only when told. */
  readonly talkEveryS: number | null;
  /** Meter what terminals hear (tests); a fleet leaves it off to save the decoding. */
  readonly meter: boolean;
};

/** Device types that carry a voice: radios, phone apps and radio gateways (not cameras, SOS badges, dispatchers). */
const VOICE_TYPES: ReadonlySet<number> = new Set([TerminalType.Poc0, TerminalType.Poc6, TerminalType.Pmr, TerminalType.Dmr, TerminalType.App, TerminalType.Gateway]);

/** Up to `count` terminals that can talk, taken in turn from each group so that several rooms have voices. */
export function pickVoiceTerminals(terminals: readonly Terminal[], count: number): Set<string> {
  const byGroup = new Map<string, Terminal[]>();
  for (const terminal of terminals) {
    if (!VOICE_TYPES.has(terminal.type)) continue;
    const list = byGroup.get(terminal.currentGroup) ?? [];
    list.push(terminal);
    byGroup.set(terminal.currentGroup, list);
  }
  const picked = new Set<string>();
  const groups = [...byGroup.values()];
  for (let round = 0; picked.size < count && groups.some((group) => group.length > round); round += 1) {
    for (const group of groups) {
      const terminal = group[round];
      if (terminal && picked.size < count) picked.add(terminal.msId);
    }
  }
  return picked;
}

/** Opens the terminal's line into Janus and its push-to-talk; a random phrase of its own voice when none is given. */
export async function openTerminalVoice(terminal: Terminal, setup: VoiceSetup, random: Random, log: (line: string) => void): Promise<TerminalVoice> {
  const peer = await VoicePeer.open({ network: setup.network, display: terminal.msId, meter: setup.meter });
  const voiceSeed = seedOf(terminal.msId);
  return new TerminalVoice({
    msId: terminal.msId,
    line: peer,
    loadPhrase: (spec) => loadPhrase(spec ?? radioPhrase(terminal.msName, random, voiceSeed), setup.cacheDir),
    log,
  });
}
