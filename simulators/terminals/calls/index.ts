/**
 * Simulated terminals' individual calls, for the fleet and for tests that put a terminal in-process:
 * behaviours (answer, decline 603, busy 486, no answer → 408 from the platform, answer then bye),
 * werift media within the ICE address policy, and a tone to send.
 */
import { loadPhrase, type PhraseSpec } from '../voice/index.ts';

export { CallTerminal, type CallBehaviour, type CallRecord, type CallSignalArgs, type CallSocket, type CallTerminalOptions } from './call-terminal.ts';
export { WeriftCallPeer, type CallIceConfig, type CallPeerOptions, type VideoSeen } from './werift-call-peer.ts';

/** A steady 440 Hz tone, loud enough to meter at the far end, looped while a call lasts. */
export const CALL_TONE = { kind: 'tone', hz: 440, ms: 2_000, dbfs: -12 } as const satisfies PhraseSpec;

/** Opus packets of a phrase or tone (synthesised once, cached in .run/voice-cache). */
export async function callAudio(spec: PhraseSpec = CALL_TONE): Promise<readonly Uint8Array[]> {
  return (await loadPhrase(spec)).packets;
}
export { startTestVideo, testVideoArgs, type TestVideo, type TestVideoOptions } from './test-video.ts';
