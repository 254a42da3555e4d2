/** Notification and alarm tones, synthesised so the console ships no audio files for them. */

export type Waveform = 'sine' | 'square' | 'triangle' | 'sawtooth';

export type ToneStep = {
  readonly frequency: number;
  readonly durationMs: number;
  readonly wave: Waveform;
  /** Silence after the step. */
  readonly gapMs: number;
};

const step = (frequency: number, durationMs: number, wave: Waveform = 'sine', gapMs = 0): ToneStep => ({
  frequency,
  durationMs,
  wave,
  gapMs,
});

export const TONES = {
  // Rising for a terminal that comes online, falling for one that drops off.
  online: [step(660, 90, 'sine', 20), step(990, 120)],
  offline: [step(880, 90, 'sine', 20), step(520, 140)],
  groupSwitch: [step(740, 70, 'triangle', 30), step(740, 70, 'triangle')],
  // Push-to-talk: a short rising chirp when the floor is granted (speak now), a low buzz when refused.
  talkPermit: [step(880, 60, 'sine', 15), step(1320, 90)],
  talkDenied: [step(330, 120, 'square', 40), step(330, 120, 'square')],
  // Alarm sounds the dispatcher picks in the settings (same names as the setting's values).
  siren: [step(700, 220, 'sawtooth'), step(1000, 220, 'sawtooth'), step(700, 220, 'sawtooth'), step(1000, 220, 'sawtooth')],
  beep: [step(1200, 120, 'square', 80), step(1200, 120, 'square', 80), step(1200, 120, 'square')],
  chime: [step(1046, 180, 'sine', 10), step(784, 180, 'sine', 10), step(523, 320)],
  pulse: [step(440, 60, 'square', 60), step(440, 60, 'square', 60), step(440, 60, 'square', 60), step(440, 60, 'square')],
} as const satisfies Record<string, readonly ToneStep[]>;

export type ToneName = keyof typeof TONES;

export const ALARM_TONE_NAMES = ['siren', 'beep', 'chime', 'pulse'] as const satisfies readonly ToneName[];

/** Loudest gain a tone reaches at volume 100; oscillators at full scale are harsh. */
export const MAX_TONE_GAIN = 0.5;

/** A 0-100 volume setting as a gain; squared, because loudness is not linear in amplitude. */
export function gainForVolume(volume: number): number {
  if (!Number.isFinite(volume) || volume <= 0) return 0;
  const share = Math.min(volume, 100) / 100;
  return MAX_TONE_GAIN * share * share;
}

export const toneDurationMs = (name: ToneName): number =>
  TONES[name].reduce((total: number, part: ToneStep) => total + part.durationMs + part.gapMs, 0);
