import pg from 'pg';
import { installDecisionGate } from '../serial.ts';
import type { Platform } from '../platform.ts';
import { CREATE_PRESENCE, OWN_PRESENCE, ScaleOutCoordinator } from './append-coordinator.ts';
import { createDecisionGate } from './decision-gate.ts';
import { Leadership } from './leader.ts';
import { busNames, NatsBus } from './nats-bus.ts';
import { LockKind, PgSession } from './pg-session.ts';
import { RemoteFollower } from './remote-follower.ts';

export type ScaleOutConfig = {
  /** The shared PostgreSQL store and its schema. */
  readonly pgUrl: string;
  readonly schema: string;
  /** nats://host:port of the JetStream bus. */
  readonly bus: string;
  readonly instanceId: string;
  readonly log: (line: string) => void;
  /** How often the store is polled for what the bus did not bring (a lost last publish). */
  readonly pollMs?: number;
};

/** What the emulator needs of a deployment of several instances (emulator.ts). */
export interface Deployment {
  /** Runs the start-up (open, seed, presence) with no other instance starting meanwhile. */
  startUp<T>(work: (attach: (platform: Platform) => void) => Promise<T>): Promise<T>;
  /** Terminals this instance brought online last: the only ones its start-up marks offline. */
  ownTerminals(): Promise<ReadonlySet<string>>;
  /** Follows the other instances from now on: bus, store poll, decision gate, leader election. */
  join(platform: Platform): Promise<void>;
  /** Registers a scheduler that runs on the leading instance only. */
  singleton(start: () => () => void): void;
  close(): Promise<void>;
}

/** Consumer names allow letters, digits, - and _. */
const consumerName = (instanceId: string) => `emulator_${instanceId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * Several emulator instances on one PostgreSQL store, fanning commits out over NATS JetStream.
 * docs/architecture.md "Several instances" explains the ordering, the decision gate and failover.
 */
export class ScaleOut implements Deployment {
  readonly coordinator: ScaleOutCoordinator;
  private follower: RemoteFollower | null = null;
  private readonly locks: PgSession;
  private readonly leadership: Leadership;
  private uninstallGate: () => void = () => undefined;
  private poller: ReturnType<typeof setInterval> | null = null;

  private constructor(
    private readonly config: ScaleOutConfig,
    readonly bus: NatsBus,
  ) {
    this.coordinator = new ScaleOutCoordinator(config.schema, config.instanceId, (batch) => bus.publish(batch));
    this.locks = new PgSession(config.pgUrl, config.schema, config.log);
    this.leadership = new Leadership(new PgSession(config.pgUrl, config.schema, config.log), config.log);
  }

  /** Connects to the bus and prepares the presence table; open the store with `coordinator` next. */
  static async open(config: ScaleOutConfig): Promise<ScaleOut> {
    const setup = new pg.Client({ connectionString: config.pgUrl, options: `-c search_path=${config.schema}` });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${config.schema}`);
      await setup.query(CREATE_PRESENCE);
    } finally {
      await setup.end();
    }
    const names = busNames(config.schema);
    const bus = await NatsBus.open({ url: config.bus, ...names, idPrefix: config.schema, consumer: consumerName(config.instanceId), log: config.log });
    return new ScaleOut(config, bus);
  }

  get stats() {
    return { bus: this.bus.stats, follower: this.follower?.stats ?? null, leader: this.leadership.isLeader };
  }

  async startUp<T>(work: (attach: (platform: Platform) => void) => Promise<T>): Promise<T> {
    // The decision lock: no instance decides while another replays, seeds or sweeps presence.
    await this.locks.lock(LockKind.decision);
    try {
      return await work((platform) => this.coordinator.attach(targetOf(platform)));
    } finally {
      await this.locks.unlock(LockKind.decision).catch(() => undefined);
    }
  }

  async ownTerminals(): Promise<ReadonlySet<string>> {
    const rows = await this.locks.query<{ ms_id: string }>(OWN_PRESENCE, [this.config.instanceId]);
    return new Set(rows.map((row) => row.ms_id));
  }

  async join(platform: Platform): Promise<void> {
    const follower = new RemoteFollower(targetOf(platform));
    this.follower = follower;
    await this.bus.consume((batch) => follower.receive(batch));
    // Whatever was committed between our start-up and the consumer's first message.
    await follower.catchUp();
    const catchUp = () => follower.catchUp().catch((error: unknown) => this.config.log(`catch-up from the store failed: ${String(error)}`));
    this.poller = setInterval(() => void catchUp(), this.config.pollMs ?? 1_000);
    this.poller.unref();
    this.uninstallGate = installDecisionGate(createDecisionGate(this.locks, () => follower.catchUp()));
    await this.leadership.poll();
    this.config.log(`instance ${this.config.instanceId} joined at seq ${platform.state.head}${this.leadership.isLeader ? ', leading' : ''}`);
  }

  singleton(start: () => () => void): void {
    this.leadership.run(start);
  }

  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    this.uninstallGate();
    await this.leadership.close();
    await this.bus.close();
    await this.locks.close();
  }
}

const targetOf = (platform: Platform) => ({
  head: () => platform.state.head,
  apply: (events: Parameters<Platform['applyCommitted']>[0]) => platform.applyCommitted(events),
  readAfter: (afterSeq: number, limit: number) => platform.readAfter(afterSeq, limit),
});
