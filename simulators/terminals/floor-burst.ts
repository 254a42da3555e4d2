import { FloorAnswerSchema, type CommandArgs } from '../../protocol/index.ts';

export type FloorCommand = (name: 'floorRequest' | 'floorRelease', args: CommandArgs<'floorRequest'> | CommandArgs<'floorRelease'>) => Promise<unknown>;

/**
 * A talk burst without a voice line: the terminal holds its group's floor for `ms` and gives it back,
 * so the console shows it talking (QA scenarios on an emulator without Janus). Resolves how it went.
 */
export async function floorBurst(command: FloorCommand, gid: string, ms: number, wait = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay))): Promise<string> {
  const answer = FloorAnswerSchema.parse(await command('floorRequest', { gid }));
  if (answer.outcome === 'denied') return `denied (${answer.reason})`;
  if (answer.outcome === 'queued') {
    await command('floorRelease', { gid }).catch(() => undefined); // a burst does not wait in line
    return 'busy';
  }
  await wait(Math.min(ms, answer.maxMs));
  await command('floorRelease', { gid }).catch(() => undefined); // offline by now: the platform ends the floor itself
  return 'talked';
}
