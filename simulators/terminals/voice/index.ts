/**
 * Simulated voice, for the fleet and for tests that put a talking, listening terminal in-process:
 * phrases (espeak-ng → Ogg Opus, cached), a plain-RTP AudioBridge peer, floor-controlled talk.
 */
export { AudioBridgeParticipant, AUDIOBRIDGE, NodeJanusSocket } from './audiobridge-participant.ts';
export { LevelMeter, NOTHING_HEARD, rmsDbfs, SILENCE_DBFS, type Heard } from './level-meter.ts';
export { mediaNetworkFrom, type MediaNetwork } from './media-network.ts';
export { parseOggOpus, type OggError, type OggOpus, type OggResult, type OpusHead } from './ogg.ts';
export { callsignOf, MARKER_TONE, PHRASE_ENCODING, phraseKey, radioPhrase, type PhraseSpec } from './phrase-spec.ts';
export { decodeRtp, encodeRtp, OPUS_PAYLOAD_TYPE, type RtpPacket } from './rtp.ts';
export { RtpSender, type TalkReport } from './rtp-sender.ts';
export { createOpusDecoder, RtpReceiver } from './rtp-receiver.ts';
export { DEFAULT_CACHE_DIR, loadPhrase, phraseFile, VoiceToolMissing, type Phrase } from './synthesis.ts';
export { QUEUE_PATIENCE_MS, TerminalVoice } from './terminal-voice.ts';
export type { FloorSocket, TalkOptions, TalkOutcome, TalkResult, TalkTimings, VoiceLine } from './talk-types.ts';
export { VoiceCapability } from './voice-capability.ts';
export { openTerminalVoice, pickVoiceTerminals, type VoiceSetup } from './voice-setup.ts';
export { VoicePeer, type VoicePeerOptions } from './voice-peer.ts';
export { SimulatedTerminal, type TerminalDeps } from '../simulated-terminal.ts';
export { voiceTerminal, type VoiceTerminalOptions } from './voice-terminal.ts';
export { readRoster, type Operator } from '../roster.ts';
