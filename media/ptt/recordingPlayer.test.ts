import { describe, expect, it } from 'vitest';
import { RecordingPlayer, type RecordingContext, type RecordingState } from './recordingPlayer.ts';

/** A Web Audio stand-in that records gain targets and lets the test end a source. */
function fakeContext() {
  const gains: { value: number; targets: number[] }[] = [];
  const sources: { started: boolean; stopped: boolean; onended: (() => void) | null }[] = [];
  let decodes: ((buffer: AudioBuffer) => void)[] = [];
  const node = { connect: () => undefined, disconnect: () => undefined };
  const context = {
    state: 'running',
    currentTime: 10,
    resume: async () => undefined,
    createGain: () => {
      const gain = { value: 1, targets: [] as number[] };
      gains.push(gain);
      return {
        ...node,
        gain: {
          set value(value: number) {
            gain.value = value;
          },
          get value() {
            return gain.value;
          },
          setTargetAtTime: (value: number) => gain.targets.push(value),
        },
      } as unknown as GainNode;
    },
    createBufferSource: () => {
      const source = { started: false, stopped: false, onended: null as (() => void) | null };
      sources.push(source);
      return {
        ...node,
        buffer: null,
        set onended(callback: (() => void) | null) {
          source.onended = callback;
        },
        start: () => void (source.started = true),
        stop: () => void (source.stopped = true),
      } as unknown as AudioBufferSourceNode;
    },
    decodeAudioData: () => new Promise<AudioBuffer>((resolve) => decodes.push(resolve)),
  } satisfies RecordingContext;
  const decodeNext = (duration: number) => {
    const [next, ...rest] = decodes;
    decodes = rest;
    next?.({ duration } as AudioBuffer);
  };
  return { context, gains, sources, decodeNext };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recording player', () => {
  it('plays one recording at a time, reports progress, and goes idle when it ends', async () => {
    const fake = fakeContext();
    const player = new RecordingPlayer(() => ({ context: fake.context, input: {} as AudioNode }));
    const states: RecordingState['kind'][] = [];
    player.subscribe((state) => states.push(state.kind));
    const playing = player.play('a', new ArrayBuffer(8));
    fake.decodeNext(4);
    await playing;
    expect(player.state()).toEqual({ kind: 'playing', id: 'a', durationS: 4 });
    fake.context.currentTime = 11;
    expect(player.progress()).toBeCloseTo(0.25);
    fake.sources[0]!.onended?.();
    // Played to its end: the idle state names it, so a sequence knows to go on.
    expect(player.state()).toEqual({ kind: 'idle', ended: 'a' });
    expect(states).toEqual(['loading', 'playing', 'idle']);
  });

  it('a stop or a replacement is no end: the idle state names nothing', async () => {
    const fake = fakeContext();
    const player = new RecordingPlayer(() => ({ context: fake.context, input: {} as AudioNode }));
    const playing = player.play('a', new ArrayBuffer(8));
    fake.decodeNext(4);
    await playing;
    player.stop();
    expect(player.state()).toEqual({ kind: 'idle' });
    // The stopped source's late onended must not report an end.
    fake.sources[0]!.onended?.();
    expect(player.state()).toEqual({ kind: 'idle' });
  });

  it('seeks by restarting the same buffer at the offset, keeping its state and moving the progress', async () => {
    const fake = fakeContext();
    const player = new RecordingPlayer(() => ({ context: fake.context, input: {} as AudioNode }));
    const states: RecordingState['kind'][] = [];
    player.subscribe((state) => states.push(state.kind));
    const playing = player.play('a', new ArrayBuffer(8));
    fake.decodeNext(4);
    await playing;
    player.seek(0.5);
    expect(fake.sources).toHaveLength(2);
    expect(fake.sources[0]!.stopped).toBe(true);
    expect(fake.sources[1]!.started).toBe(true);
    expect(player.progress()).toBeCloseTo(0.5);
    fake.context.currentTime = 11;
    expect(player.progress()).toBeCloseTo(0.75);
    // The replaced source ending late does not stop the seeked one.
    fake.sources[0]!.onended?.();
    expect(player.state().kind).toBe('playing');
    expect(states).toEqual(['loading', 'playing']);
  });

  it('a second play replaces the first, and a late decode of a replaced one never starts', async () => {
    const fake = fakeContext();
    const player = new RecordingPlayer(() => ({ context: fake.context, input: {} as AudioNode }));
    const first = player.play('a', new ArrayBuffer(8));
    const second = player.play('b', new ArrayBuffer(8));
    fake.decodeNext(2);
    fake.decodeNext(3);
    await Promise.all([first, second]);
    await flush();
    expect(fake.sources).toHaveLength(1);
    expect(player.state()).toMatchObject({ kind: 'playing', id: 'b' });
    player.stop();
    expect(fake.sources[0]!.stopped).toBe(true);
    expect(player.state().kind).toBe('idle');
  });

  it('ramps its own gain to zero while silenced and back to the master share after', async () => {
    const fake = fakeContext();
    const player = new RecordingPlayer(() => ({ context: fake.context, input: {} as AudioNode }));
    player.setVolume(0.5);
    player.setSilenced(true);
    const playing = player.play('a', new ArrayBuffer(8));
    fake.decodeNext(2);
    await playing;
    expect(fake.gains[0]!.value).toBe(0);
    player.setSilenced(false);
    expect(fake.gains[0]!.targets.at(-1)).toBe(0.5);
  });

  it('fails visibly without an output', async () => {
    const player = new RecordingPlayer(() => null);
    await expect(player.play('a', new ArrayBuffer(8))).rejects.toThrow();
    expect(player.state()).toEqual({ kind: 'failed', id: 'a' });
  });
});
