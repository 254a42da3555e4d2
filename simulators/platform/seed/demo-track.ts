import type { Terminal } from '../../../protocol/index.ts';
import { advance, positionOf, startWalk, varySpeed } from '../../world/street-walk.ts';
import { seedOf, seededRandom } from '../../world/random.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';

/** The demo's recorded patrol: long enough to play back, short enough to seed in a moment. */
export const DEMO_TRACK = {
  hours: 3,
  everySeconds: 10,
  /** A patrol car's pace on city streets, m/s. */
  speed: 9,
  altitude: 15,
} as const;

/**
 * So track playback has something to show right after `npm start`: the first radio's drive over
 * the last hours along the demo streets, as the `terminal.gps` events a real radio would have sent.
 * Deterministic for a given terminal; its last fix is at `now`.
 */
export function demoTrackEvents(terminal: Terminal, now: number): EmulatorEvent[] {
  const random = seededRandom(seedOf(`track:${terminal.msId}`));
  const home = terminal.gps ?? { lat: 39.4699, lng: -0.3763 };
  let walk = startWalk(home, DEMO_TRACK.speed, random);
  const count = (DEMO_TRACK.hours * 3_600) / DEMO_TRACK.everySeconds;
  const events: EmulatorEvent[] = [];
  for (let index = count; index >= 0; index -= 1) {
    const { lat, lng } = positionOf(walk);
    const fix = {
      lat: round6(lat),
      lng: round6(lng),
      speed: Math.round(walk.speed * 10) / 10,
      direction: walk.heading,
      altitude: DEMO_TRACK.altitude + Math.round(random() * 40) / 10,
      time: now - index * DEMO_TRACK.everySeconds * 1_000,
    };
    events.push({ type: 'terminal.gps', msId: terminal.msId, fix });
    walk = advance(varySpeed(walk, DEMO_TRACK.speed, random), DEMO_TRACK.everySeconds, random);
  }
  return events;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
