import { between, type Random } from '../world/random.ts';

/** Battery and signal of a terminal, changing as a shift goes on. Pure. */
export type RadioStatus = {
  readonly battery: number;
  readonly signal: number;
  /** On the charger until it is nearly full again. */
  readonly charging: boolean;
};

/** Percent per minute: a shift drains a radio in a few hours; a charger fills it in about one. */
const DRAIN_PER_MINUTE = 0.5;
const CHARGE_PER_MINUTE = 1.5;
const CHARGE_BELOW = 10;
const CHARGED_AT = 95;
/** Chance per minute that the signal moves one bar. */
const SIGNAL_CHANGE_PER_MINUTE = 0.6;

export function nextStatus(status: RadioStatus, seconds: number, random: Random): RadioStatus {
  const minutes = seconds / 60;
  let { battery, charging } = status;
  battery = charging ? battery + CHARGE_PER_MINUTE * minutes : battery - DRAIN_PER_MINUTE * minutes * between(random, 0.5, 1.5);
  if (!charging && battery <= CHARGE_BELOW) charging = true;
  if (charging && battery >= CHARGED_AT) charging = false;
  let signal = status.signal;
  if (random() < SIGNAL_CHANGE_PER_MINUTE * minutes) signal += random() < 0.5 ? -1 : 1;
  return { battery: clamp(battery, 0, 100), signal: clamp(signal, 0, 5), charging };
}

/** What a terminal reports: whole percent and bars. */
export const reported = (status: RadioStatus) => ({ battery: Math.round(status.battery), signal: Math.round(status.signal) });

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
