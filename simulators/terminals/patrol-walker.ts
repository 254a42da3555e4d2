import {
  OrderPointSchema,
  PatrolOrderSchema,
  PatrolPaths,
  PunchRecordSchema,
  type OrderPoint,
  type PatrolClient,
  type PatrolOrder,
  type PunchRecord,
} from '../../protocol/index.ts';

export type PatrolWalkerDeps = {
  readonly msId: string;
  /** The terminal's patrol service client (logs in with the terminal's own account). */
  readonly client: Pick<PatrolClient, 'get' | 'post'>;
  /** Whether to walk past this point without punching it: it ends up missed (abnormal). */
  readonly skip: (point: OrderPoint, order: PatrolOrder) => boolean;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
};

const pad = (value: number) => String(value).padStart(2, '0');
const localDate = (time: number) => {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const minutesNow = (time: number) => new Date(time).getHours() * 60 + new Date(time).getMinutes();
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/**
 * A patrol user's terminal walking its routes (docs/protocol.md "Patrol"): each step reads the
 * day's orders of its user, takes the first begun class with a point still to punch and reads that
 * point's NFC tag. Points it chooses to skip stay unpunched (missed); a class it is slow on ends and
 * its last punches count late, as the platform decides.
 */
export class PatrolWalker {
  private readonly skipped = new Set<string>();
  /** Every punch it made, in order. */
  readonly punches: PunchRecord[] = [];

  constructor(private readonly deps: PatrolWalkerDeps) {}

  /** Punches one point, or resolves null when nothing is left to walk now. */
  async step(): Promise<PunchRecord | null> {
    const now = (this.deps.now ?? Date.now)();
    const today = localDate(now);
    const raw = await this.deps.client.get<unknown[]>(PatrolPaths.orderList, { dtStart: today, dtEnd: today, userId: this.deps.msId });
    const orders = raw.flatMap((item) => {
      const parsed = PatrolOrderSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    for (const order of orders) {
      if (minutesOf(order.startTime) > minutesNow(now) || order.waiting + order.missed === 0) continue;
      const points = (await this.deps.client.get<unknown[]>(PatrolPaths.orderPoints, { orderId: order.id })).map((item) => OrderPointSchema.parse(item));
      for (const point of points) {
        if (point.punchTime !== null) continue;
        const key = `${order.id}:${point.pointId}`;
        if (this.skipped.has(key)) continue;
        if (this.deps.skip(point, order)) {
          this.skipped.add(key);
          this.deps.log?.(`${this.deps.msId}: walks past ${point.name}`);
          continue;
        }
        const punch = PunchRecordSchema.parse(await this.deps.client.post(PatrolPaths.punch, { nfcValue: point.nfcValue }));
        this.punches.push(punch);
        return punch;
      }
    }
    return null;
  }
}
