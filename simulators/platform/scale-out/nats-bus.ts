import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, RetentionPolicy, StorageType, type ConsumerMessages } from '@nats-io/jetstream';
import type { BusBatch } from './remote-follower.ts';

export type BusOptions = {
  /** nats://host:port */
  readonly url: string;
  /** The deployment's JetStream stream and subject; one per PostgreSQL schema. */
  readonly stream: string;
  readonly subject: string;
  /** Prefix of message ids (idempotent publish): `<schema>:<last seq>`. */
  readonly idPrefix: string;
  /** This instance's durable consumer. */
  readonly consumer: string;
  readonly log: (line: string) => void;
};

const MS = 1_000_000;
/** NATS's default maximum payload is 1 MB; a big group commit goes out in several messages. */
const MAX_MESSAGE_BYTES = 512 * 1024;

/** Stream and subject names of a deployment on a PostgreSQL schema. */
export const busNames = (schema: string) => ({ stream: `POC_EVENTS_${schema.toUpperCase()}`, subject: `poc.events.${schema}` });

/**
 * The fast path between instances: committed batches go to a JetStream stream, each instance reads
 * it through its own durable consumer and acks after applying. PostgreSQL stays the source of
 * truth; whatever the bus loses is read from there (remote-follower.ts).
 */
export class NatsBus {
  private publishing: Promise<void> = Promise.resolve();
  private messages: ConsumerMessages | null = null;
  private reading: Promise<void> = Promise.resolve();
  readonly stats = { published: 0, publishFailed: 0, received: 0 };

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: BusOptions,
  ) {}

  static async open(options: BusOptions): Promise<NatsBus> {
    const nc = await connect({ servers: options.url, name: options.consumer, maxReconnectAttempts: -1 });
    try {
      const jsm = await jetstreamManager(nc);
      // A short memory stream: it only has to bridge until every instance has applied a batch.
      await jsm.streams.add({ name: options.stream, subjects: [options.subject], storage: StorageType.Memory, retention: RetentionPolicy.Limits, max_age: 10 * 60_000 * MS, max_bytes: 256 * 1024 * 1024, duplicate_window: 2 * 60_000 * MS });
      const config = { durable_name: options.consumer, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, ack_wait: 30_000 * MS, inactive_threshold: 10 * 60_000 * MS };
      // A restarted instance finds its durable consumer and resumes it (what it saw twice is dropped).
      await jsm.consumers.add(options.stream, config).catch(async (error: unknown) => {
        if (!(await jsm.consumers.info(options.stream, options.consumer).catch(() => null))) throw error;
      });
      return new NatsBus(nc, options);
    } catch (error) {
      await nc.close().catch(() => undefined);
      throw error;
    }
  }

  /** Queues a batch; publishes go out one by one in commit order. A failure only costs the fast path. */
  publish(batch: BusBatch): void {
    const chunks = chunked(batch);
    this.publishing = this.publishing.then(async () => {
      const js = jetstream(this.nc);
      for (const chunk of chunks) {
        const last = chunk.events.at(-1)?.seq ?? chunk.prev;
        try {
          await js.publish(this.options.subject, JSON.stringify(chunk), { msgID: `${this.options.idPrefix}:${last}` });
          this.stats.published += 1;
        } catch (error) {
          this.stats.publishFailed += 1;
          this.options.log(`bus: batch up to seq ${last} not published (${error instanceof Error ? error.message : String(error)}); others read it from the store`);
        }
      }
    });
  }

  /** Delivers every batch to `receive` one at a time, acking each once it resolves. */
  async consume(receive: (batch: BusBatch) => Promise<void>): Promise<void> {
    const consumer = await jetstream(this.nc).consumers.get(this.options.stream, this.options.consumer);
    const messages = await consumer.consume({ max_messages: 256 });
    this.messages = messages;
    this.reading = (async () => {
      for await (const message of messages) {
        this.stats.received += 1;
        const batch = parseBatch(message.string());
        if (batch) await receive(batch).catch((error: unknown) => this.options.log(`bus: batch not applied: ${String(error)}`));
        message.ack();
      }
    })().catch((error: unknown) => this.options.log(`bus: consumer stopped: ${String(error)}`));
  }

  /** Flushes queued publishes, stops reading and disconnects. */
  async close(): Promise<void> {
    await this.publishing;
    await this.messages?.close();
    await this.reading;
    await this.nc.drain().catch(() => undefined);
  }
}

function chunked(batch: BusBatch): BusBatch[] {
  const chunks: BusBatch[] = [];
  let prev = batch.prev;
  let events: BusBatch['events'][number][] = [];
  let bytes = 0;
  for (const event of batch.events) {
    const size = JSON.stringify(event).length;
    if (events.length > 0 && bytes + size > MAX_MESSAGE_BYTES) {
      chunks.push({ prev, events });
      prev = events.at(-1)!.seq;
      events = [];
      bytes = 0;
    }
    events.push(event);
    bytes += size;
  }
  if (events.length > 0) chunks.push({ prev, events });
  return chunks;
}

/** Only our instances publish here; still, a malformed message is dropped, not applied. */
function parseBatch(text: string): BusBatch | null {
  try {
    const value = JSON.parse(text) as BusBatch;
    const ok = typeof value.prev === 'number' && Array.isArray(value.events) && value.events.every((event) => typeof event.seq === 'number' && typeof event.type === 'string');
    return ok ? value : null;
  } catch {
    return null;
  }
}
