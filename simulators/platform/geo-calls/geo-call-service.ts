import type { GeoCallArea, TempGroup } from '../../../protocol/index.ts';
import type { FenceService } from '../fences/fence-service.ts';
import type { Platform } from '../platform.ts';
import { decideEnd, decideStart, type GeoCallOutcome } from './decide.ts';

export type GeoCallAnswer = { code: '0'; group: TempGroup | null } | { code: string; desc: string };

/**
 * Starts and ends geo-calls. Decisions run in the GPS fixes' queue (FenceService), so the members
 * found at the start and the joins and leaves of later fixes never miss or double one another.
 */
export class GeoCallService {
  constructor(
    private readonly platform: Platform,
    private readonly fences: FenceService,
  ) {}

  start(dispatcher: string, name: string, area: GeoCallArea): Promise<GeoCallAnswer> {
    return this.decide(() => decideStart(this.platform.state, dispatcher, name, area, this.platform.now()));
  }

  end(gid: string, by: string): Promise<GeoCallAnswer> {
    return this.decide(() => decideEnd(this.platform.state, gid, by));
  }

  private decide(decision: () => GeoCallOutcome): Promise<GeoCallAnswer> {
    return this.fences.inFixQueue(async () => {
      const outcome = decision();
      if (!outcome.ok) return { code: outcome.code, desc: outcome.desc };
      await this.platform.commit(outcome.events);
      return { code: '0', group: outcome.group };
    });
  }
}
