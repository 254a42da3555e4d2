import type { TempGroup } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { decideCreate, decideEdit, decideRemove, type TempGroupOutcome } from './decide.ts';

export type TempGroupAnswer = { code: '0'; group: TempGroup | null } | { code: string; desc: string };

/** Temp group commands, decided one at a time so names stay unique and ids are never handed out twice. */
export class TempGroupService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  create(creator: string, name: string, members: readonly string[]): Promise<TempGroupAnswer> {
    return this.decide(() => decideCreate(this.platform.state, creator, name, members, this.platform.now()));
  }

  /** `by`: who asked, for the log when the edit removes the group. */
  edit(gid: string, name: string, members: readonly string[], by?: string): Promise<TempGroupAnswer> {
    return this.decide(() => decideEdit(this.platform.state, gid, name, members, by));
  }

  remove(gid: string, by?: string): Promise<TempGroupAnswer> {
    return this.decide(() => decideRemove(this.platform.state, gid, by));
  }

  private decide(decision: () => TempGroupOutcome): Promise<TempGroupAnswer> {
    return this.serial.run(async () => {
      const outcome = decision();
      if (!outcome.ok) return { code: outcome.code, desc: outcome.desc };
      await this.platform.commit(outcome.events);
      return { code: '0', group: outcome.group };
    });
  }
}
