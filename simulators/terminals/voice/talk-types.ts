import type { FloorDenyReason, FloorReleaseReason, SocketClient } from '../../../protocol/index.ts';
import type { Heard } from './level-meter.ts';
import type { PhraseSpec } from './phrase-spec.ts';
import type { TalkReport } from './rtp-sender.ts';

/** The media side a terminal talks and listens through (a VoicePeer, or a fake in tests). */
export type VoiceLine = {
  /** The line is gone (Janus lost) and cannot be used again. */
  readonly closed: boolean;
  join(room: number): Promise<void>;
  leave(): Promise<void>;
  setMuted(muted: boolean): Promise<void>;
  send(packets: readonly Uint8Array[]): Promise<TalkReport>;
  stopSending(): void;
  heard(): Heard;
  resetHeard(): void;
  close(): Promise<void>;
};

/** The socket as floor control uses it. */
export type FloorSocket = Pick<SocketClient, 'command' | 'events$'>;

export type TalkOptions = {
  /** What to say; a random phrase of this terminal when left out. */
  readonly phrase?: PhraseSpec;
  /** Talk this long: the phrase is cut or repeated to fit. */
  readonly ms?: number;
  readonly emergency?: boolean;
};

/** When each step of a talk happened (epoch ms), for tests and benchmarks. */
export type TalkTimings = {
  readonly requestedAt: number;
  readonly grantedAt: number | null;
  readonly firstPacketAt: number | null;
  readonly endedAt: number;
};

export type TalkOutcome =
  | { readonly outcome: 'talked' }
  | { readonly outcome: 'lost'; readonly reason: FloorReleaseReason }
  | { readonly outcome: 'denied'; readonly reason: FloorDenyReason }
  | { readonly outcome: 'gave-up' }
  | { readonly outcome: 'failed'; readonly reason: string };

export type TalkResult = TalkOutcome & { readonly timings: TalkTimings; readonly report: TalkReport | null };
