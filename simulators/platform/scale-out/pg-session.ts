import pg from 'pg';

/** Advisory lock kinds; the second key is hashtext(schema), so deployments on other schemas never meet. */
export const LockKind = { append: 0x504f_4301, leader: 0x504f_4302, decision: 0x504f_4303 } as const;

/**
 * One dedicated PostgreSQL connection for session-level advisory locks (a pool would hand the lock's
 * connection to someone else). A broken connection is dropped, and with it every lock it held;
 * the next query opens a new one.
 */
export class PgSession {
  private client: Promise<pg.Client> | null = null;

  constructor(
    private readonly url: string,
    private readonly schema: string,
    private readonly log: (line: string) => void,
  ) {}

  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const client = await (this.client ??= this.connect());
    try {
      return (await client.query(text, [...params])).rows as Row[];
    } catch (error) {
      // A server-side error leaves the connection usable; a lost connection does not.
      if (!(error instanceof Error && 'severity' in error)) this.drop(client);
      throw error;
    }
  }

  lock(kind: number): Promise<unknown> {
    return this.query('select pg_advisory_lock($1, hashtext($2))', [kind, this.schema]);
  }

  async tryLock(kind: number): Promise<boolean> {
    const [row] = await this.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [kind, this.schema]);
    return row?.ok === true;
  }

  unlock(kind: number): Promise<unknown> {
    return this.query('select pg_advisory_unlock($1, hashtext($2))', [kind, this.schema]);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await (await client.catch(() => null))?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, options: `-c search_path=${this.schema}` });
    client.on('error', (error) => {
      this.log(`postgres session: ${error.message}`);
      this.drop(client);
    });
    try {
      await client.connect();
      return client;
    } catch (error) {
      this.client = null;
      throw error;
    }
  }

  private drop(client: pg.Client): void {
    void this.client?.then((current) => {
      if (current === client) this.client = null;
    });
    client.end().catch(() => undefined);
  }
}
