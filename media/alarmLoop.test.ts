import { describe, expect, it } from 'vitest';
import { AlarmLoop } from './alarmLoop.ts';
import { toneDurationMs } from './tones.ts';

function fakeTimers() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    timers,
    setInterval: (run: () => void, ms: number) => (timers.set(next, { run, ms }), next++),
    clearInterval: (handle: unknown) => void timers.delete(handle as number),
  };
}

describe('AlarmLoop', () => {
  it('plays at once, repeats until stopped, retunes, and is silent at volume 0', () => {
    const played: string[] = [];
    const timers = fakeTimers();
    const loop = new AlarmLoop({ player: { play: (name, volume) => void played.push(`${name}@${volume}`) }, ...timers });
    const changes: boolean[] = [];
    loop.onChange((state) => changes.push(state.looping));
    loop.start('siren', 60);
    loop.start('siren', 60);
    expect(played).toEqual(['siren@60']);
    const [timer] = [...timers.timers.values()];
    expect(timer!.ms).toBe(toneDurationMs('siren') + 400);
    timer!.run();
    expect(played).toEqual(['siren@60', 'siren@60']);
    loop.start('beep', 80);
    expect(timers.timers.size).toBe(1);
    expect(played.at(-1)).toBe('beep@80');
    loop.stop();
    loop.stop();
    expect(timers.timers.size).toBe(0);
    expect(loop.looping).toBe(false);
    loop.start('chime', 0);
    expect(loop.looping).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('reports suspended audio as not audible until a gesture unlocks it', async () => {
    let audioState = 'suspended';
    const played: string[] = [];
    const player = { play: (name: string) => void played.push(name), get audioState() { return audioState; }, resume: async () => void (audioState = 'running') };
    const timers = fakeTimers();
    const loop = new AlarmLoop({ player, ...timers });
    const states: string[] = [];
    loop.onChange((state) => states.push(`${state.looping}/${state.audible}`));
    loop.start('siren', 60);
    expect(loop.audible).toBe(false);
    loop.unlock();
    await Promise.resolve();
    await Promise.resolve();
    expect(loop.audible).toBe(true);
    expect(played).toEqual(['siren', 'siren']);
    expect(states).toEqual(['true/false', 'true/true']);
  });
});
