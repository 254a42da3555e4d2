import { RecordingPlayer, type RecordingContext, type RecordingOutput } from './recordingPlayer.ts';

/**
 * Where each group's voice goes: a gain per group (its volume and mute) into a master gain (the
 * "volume" setting), one AudioContext for all. Remote audio from Janus is a MediaStream per room.
 */

/** `ducked`: lowered by DUCK_GAIN while a recording plays over live voice (play priority 'both'). */
export type GroupAudio = { readonly volume: number; readonly muted: boolean; readonly ducked?: boolean };

/** A ducked room's share of its gain: -12 dB, live voice stays intelligible under the recording. */
export const DUCK_GAIN = 0.25;

export const DEFAULT_GROUP_AUDIO: GroupAudio = { volume: 100, muted: false };

const share = (volume: number) => (Number.isFinite(volume) ? Math.min(100, Math.max(0, volume)) / 100 : 0);

/**
 * The gain a group's voice plays at: master and group volume multiply, squared because loudness
 * is not linear in amplitude; a muted group is silent, a ducked one plays at DUCK_GAIN of it.
 */
export function roomGain(masterVolume: number, group: GroupAudio): number {
  if (group.muted) return 0;
  const level = share(masterVolume) * share(group.volume);
  return level * level * (group.ducked ? DUCK_GAIN : 1);
}

/** The part of Web Audio the mixer uses, so tests can record it. */
export type MixerContext = {
  readonly state: string;
  readonly destination: AudioNode;
  readonly currentTime: number;
  resume(): Promise<void>;
  close(): Promise<void>;
  createGain(): GainNode;
  createMediaStreamSource(stream: MediaStream): MediaStreamAudioSourceNode;
  /** Optional so recording fakes can leave it out; without it there is no level. */
  createAnalyser?(): AnalyserNode;
  /** For recordings (instant recall); optional like the analyser. */
  createBufferSource?(): AudioBufferSourceNode;
  decodeAudioData?(data: ArrayBuffer): Promise<AudioBuffer>;
};

/** RMS of samples in [-1, 1] as dBFS; -Infinity for silence or nothing. */
export function rmsDbfs(samples: Float32Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return sum === 0 ? -Infinity : 10 * Math.log10(sum / samples.length);
}

/** Chrome plays a remote WebRTC stream through Web Audio only while a media element also holds it. */
export type StreamSink = { hold(stream: MediaStream): () => void };

export const mutedElementSink: StreamSink = {
  hold(stream) {
    if (typeof Audio === 'undefined') return () => undefined;
    const element = new Audio();
    element.muted = true;
    element.srcObject = stream;
    element.play().catch(() => undefined);
    return () => {
      element.pause();
      element.srcObject = null;
    };
  },
};

/** Gain changes ramp over this long so a slider does not click. */
const RAMP_S = 0.03;

type Room = {
  gain: GainNode;
  source: MediaStreamAudioSourceNode | null;
  /** Before the group's gain: what arrives. */
  analyser: AnalyserNode | null;
  /** After it: what the dispatcher hears of this group (volume, group mute, muted talker). */
  played: AnalyserNode | null;
  samples: Float32Array;
  release: () => void;
};

/** Where a room's level is read: as it arrives from Janus, or as it is played here. */
export type LevelStage = 'arriving' | 'played';

/** About 43 ms at 48 kHz: a level that follows speech without flicker. */
const LEVEL_WINDOW = 2048;

export class RoomAudioMixer {
  private context: MixerContext | null = null;
  private master: GainNode | null = null;
  private masterVolume = 100;
  private readonly groups = new Map<string, GroupAudio>();
  private readonly rooms = new Map<string, Room>();
  /** Recorded transmissions play into the same master bus, under the master volume. */
  readonly recordings = new RecordingPlayer(() => this.recordingOutput());

  constructor(
    private readonly createContext: () => MixerContext = () => new AudioContext(),
    private readonly sink: StreamSink = mutedElementSink,
  ) {}

  /** Plays a group's remote audio; a second stream for the same group replaces the first. */
  play(gid: string, stream: MediaStream): void {
    this.stop(gid);
    const context = this.audioContext();
    if (!context || !this.master) return;
    const gain = context.createGain();
    gain.gain.value = roomGain(this.masterVolume, this.groupAudio(gid));
    gain.connect(this.master);
    const source = context.createMediaStreamSource(stream);
    source.connect(gain);
    // Tapped before the gain: the meter shows what arrives, even from a group muted here.
    const analyser = this.analyser(context);
    if (analyser) source.connect(analyser);
    const played = this.analyser(context);
    if (played) gain.connect(played);
    this.rooms.set(gid, { gain, source, analyser, played, samples: new Float32Array(LEVEL_WINDOW), release: this.sink.hold(stream) });
    if (context.state === 'suspended') context.resume().catch(() => undefined);
  }

  stop(gid: string): void {
    const room = this.rooms.get(gid);
    if (!room) return;
    this.rooms.delete(gid);
    room.source?.disconnect();
    room.analyser?.disconnect();
    room.played?.disconnect();
    room.gain.disconnect();
    room.release();
  }

  setMasterVolume(volume: number): void {
    this.masterVolume = volume;
    this.recordings.setVolume(roomGain(volume, DEFAULT_GROUP_AUDIO));
    for (const gid of this.rooms.keys()) this.applyGain(gid);
  }

  setGroupAudio(gid: string, audio: GroupAudio): void {
    this.groups.set(gid, audio);
    this.applyGain(gid);
  }

  /** The gain a group plays at now (for tests and diagnostics). */
  gainOf(gid: string): number {
    return roomGain(this.masterVolume, this.groupAudio(gid));
  }

  /** The level of a group's voice now, dBFS, as it arrives or as played (-Infinity when silent or not playing). */
  levelOf(gid: string, stage: LevelStage = 'arriving'): number {
    const room = this.rooms.get(gid);
    const analyser = stage === 'arriving' ? room?.analyser : room?.played;
    if (!room || !analyser) return -Infinity;
    analyser.getFloatTimeDomainData(room.samples as Float32Array<ArrayBuffer>);
    return rmsDbfs(room.samples);
  }

  private analyser(context: MixerContext): AnalyserNode | null {
    const analyser = context.createAnalyser?.() ?? null;
    if (analyser) analyser.fftSize = LEVEL_WINDOW;
    return analyser;
  }

  /** A page gesture lets a suspended context start; the PTT press is one. */
  resume(): void {
    if (this.context?.state === 'suspended') this.context.resume().catch(() => undefined);
  }

  close(): void {
    this.recordings.stop();
    for (const gid of [...this.rooms.keys()]) this.stop(gid);
    const context = this.context;
    this.context = null;
    this.master = null;
    context?.close().catch(() => undefined);
  }

  private groupAudio(gid: string): GroupAudio {
    return this.groups.get(gid) ?? DEFAULT_GROUP_AUDIO;
  }

  private applyGain(gid: string): void {
    const room = this.rooms.get(gid);
    if (!room || !this.context) return;
    room.gain.gain.setTargetAtTime(this.gainOf(gid), this.context.currentTime, RAMP_S);
  }

  private recordingOutput(): RecordingOutput | null {
    const context = this.audioContext();
    if (!context || !this.master || !canPlayRecordings(context)) return null;
    return { context, input: this.master };
  }

  private audioContext(): MixerContext | null {
    if (this.context) return this.context;
    try {
      this.context = this.createContext();
      this.master = this.context.createGain();
      this.master.gain.value = 1;
      this.master.connect(this.context.destination);
    } catch {
      this.context = null;
    }
    return this.context;
  }
}

const canPlayRecordings = (context: MixerContext): context is MixerContext & RecordingContext =>
  typeof context.createBufferSource === 'function' && typeof context.decodeAudioData === 'function';
