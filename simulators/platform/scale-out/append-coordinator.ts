import type { Json, StoredEvent } from '../store/event-store.ts';
import * as Sql from '../store/schema-sql.ts';
import type { SqlQuery } from '../store/sql-driver.ts';
import type { AppendCoordinator } from '../store/sql-event-store.ts';
import { LockKind } from './pg-session.ts';
import type { BusBatch, FollowerTarget } from './remote-follower.ts';

const CATCH_UP_PAGE = 2_000;

/** Which instance last brought each terminal online, so a restart marks only its own offline. */
export const CREATE_PRESENCE = 'create table if not exists instance_presence (ms_id text primary key, instance_id text not null)';
const UPSERT_PRESENCE = `insert into instance_presence (ms_id, instance_id) select unnest($1::text[]), $2
on conflict (ms_id) do update set instance_id = excluded.instance_id`;
export const OWN_PRESENCE = 'select ms_id from instance_presence where instance_id = $1';

/**
 * Makes the appends of every instance one total order: each append transaction first takes the
 * deployment's append lock (so seq order is commit order) and applies whatever other instances
 * committed since our head (so our batch is applied right after its predecessors, here as
 * everywhere). After the commit the batch goes to the bus with the head it followed.
 */
export class ScaleOutCoordinator implements AppendCoordinator {
  private target: FollowerTarget | null = null;

  constructor(
    private readonly schema: string,
    private readonly instanceId: string,
    private readonly publish: (batch: BusBatch) => void,
  ) {}

  /** The platform, once open; no append can come before. */
  attach(target: FollowerTarget): void {
    this.target = target;
  }

  async beforeInsert(query: SqlQuery): Promise<number> {
    const target = this.target;
    if (!target) throw new Error('scale-out: append before the platform was attached');
    await query('select pg_advisory_xact_lock($1, hashtext($2))', [LockKind.append, this.schema]);
    for (;;) {
      const rows = await query<Sql.EventRow>(Sql.READ_AFTER, [target.head(), CATCH_UP_PAGE]);
      if (rows.length === 0) return target.head();
      target.apply(rows.map((row) => ({ ...row, payload: row.payload as Json })));
    }
  }

  async afterInsert(query: SqlQuery, batch: readonly StoredEvent[]): Promise<void> {
    const online = batch.filter((event) => event.type === 'terminal.online').map((event) => (event.payload as { msId: string }).msId);
    if (online.length > 0) await query(UPSERT_PRESENCE, [online, this.instanceId]);
  }

  committed(batch: readonly StoredEvent[], prev: number): void {
    this.publish({ prev, events: batch });
  }
}
