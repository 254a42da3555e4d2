import { describe, expect, it } from 'vitest';
import { TerminalType, type Terminal } from '../../../protocol/index.ts';
import { seededRandom } from '../../world/random.ts';
import { callsignOf, phraseKey, radioPhrase } from './phrase-spec.ts';
import { framesFor } from './talk-frames.ts';
import { pickVoiceTerminals } from './voice-setup.ts';

const terminal = (msId: string, type: number, currentGroup: string) => ({ msId, type, currentGroup }) as Terminal;

describe('voice of a fleet', () => {
  it('picks radios and gateways in turn from each group, never cameras or badges', () => {
    const roster = [
      terminal('1', TerminalType.Poc6, 'a'),
      terminal('2', TerminalType.Poc6, 'a'),
      terminal('3', TerminalType.Camera, 'b'),
      terminal('4', TerminalType.Gateway, 'c'),
      terminal('5', TerminalType.Sos, 'c'),
      terminal('6', TerminalType.Dmr, 'c'),
    ];
    expect([...pickVoiceTerminals(roster, 3)]).toEqual(['1', '4', '2']);
    expect([...pickVoiceTerminals(roster, 10)].sort()).toEqual(['1', '2', '4', '6']);
  });

  it('says callsigns and keeps one voice per terminal', () => {
    expect(callsignOf('Bravo-03 Garcia')).toBe('Bravo 03');
    expect(callsignOf('Ruzafa Gateway 2')).toBe('Ruzafa Gateway 2');
    const random = seededRandom(3);
    const phrases = Array.from({ length: 20 }, () => radioPhrase('Alpha-01 Ortiz', random, 7));
    expect(new Set(phrases.map((p) => (p.kind === 'speech' ? p.voice : '')))).toEqual(new Set(['en-gb-x-rp']));
    expect(phrases.every((p) => p.kind === 'speech' && p.text.includes('Alpha 01'))).toBe(true);
    expect(phraseKey(phrases[0]!)).toBe(phraseKey({ ...phrases[0]! }));
    expect(phraseKey({ kind: 'tone', hz: 1_000, ms: 600, dbfs: -6 })).not.toBe(phraseKey({ kind: 'tone', hz: 1_000, ms: 600, dbfs: -7 }));
  });

  it('cuts or repeats a phrase to a talk length', () => {
    const packets = [Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(3)];
    expect(framesFor({ packets })).toBe(packets);
    expect(framesFor({ packets }, 40).map((p) => p[0])).toEqual([1, 2]);
    expect(framesFor({ packets }, 100).map((p) => p[0])).toEqual([1, 2, 3, 1, 2]);
  });
});
