import { DS_NO_RESPONSE, DS_OK, DS_TOKEN_EXPIRED, DS_TOKEN_TIMEOUT, Limits } from './codes.ts';

/** Envelope of every /ds answer: success is code '0', content in data.desc, lists in data.list. */
export type DsEnvelope = {
  code: string | number;
  desc?: string;
  data?: { desc?: unknown; list?: unknown[]; [key: string]: unknown };
};

export type DsData = { desc: unknown; list: unknown[] };

/** A failed /ds call: the answer's code, '500' when nothing answered, or 'ds token timeout'. */
export class DsError extends Error {
  constructor(
    readonly code: string,
    readonly desc?: string,
  ) {
    super(desc ? `${code}: ${desc}` : code);
    this.name = 'DsError';
  }
}

export type DsParams = Record<string, string | number | boolean | undefined>;

export type DsClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Gets a fresh token after a 105 (the console logs in again with its stored credentials). */
  reauthenticate?: () => Promise<boolean>;
  /** Token for the token parameter; browsers leave it out and send the HttpOnly cookie instead. */
  token?: () => string | undefined;
};

/** User and pub paths go without auth and token parameters (SPEC §7). */
const isOpenPath = (path: string) => path.startsWith('/ds/user') || path.startsWith('/ds/pub/');

export class DsClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  /** Bumped by every re-login, so a 105 that raced an earlier re-login just retries. */
  private generation = 0;
  private pendingReauth: Promise<boolean> | null = null;

  constructor(private readonly options: DsClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '';
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? Limits.requestTimeoutMs;
  }

  get(path: string, params?: DsParams): Promise<DsData> {
    return this.request('GET', path, { params });
  }

  post(path: string, body?: unknown, params?: DsParams): Promise<DsData> {
    return this.request('POST', path, { params, body });
  }

  put(path: string, body?: unknown, params?: DsParams): Promise<DsData> {
    return this.request('PUT', path, { params, body });
  }

  delete(path: string, params?: DsParams): Promise<DsData> {
    return this.request('DELETE', path, { params });
  }

  async request(method: string, path: string, init: { params?: DsParams; body?: unknown }): Promise<DsData> {
    const generation = this.generation;
    const first = await this.send(method, path, init);
    if (String(first.code) !== DS_TOKEN_EXPIRED) return unwrap(first);
    if (!(await this.renewToken(generation))) throw new DsError(DS_TOKEN_TIMEOUT);
    const second = await this.send(method, path, init);
    if (String(second.code) === DS_TOKEN_EXPIRED) throw new DsError(DS_TOKEN_TIMEOUT);
    return unwrap(second);
  }

  /** One re-login however many calls saw 105 at once. */
  private renewToken(seenGeneration: number): Promise<boolean> {
    if (seenGeneration !== this.generation) return Promise.resolve(true);
    if (!this.options.reauthenticate) return Promise.resolve(false);
    this.pendingReauth ??= this.options
      .reauthenticate()
      .catch(() => false)
      .then((ok) => {
        if (ok) this.generation += 1;
        this.pendingReauth = null;
        return ok;
      });
    return this.pendingReauth;
  }

  private async send(method: string, path: string, init: { params?: DsParams; body?: unknown }): Promise<DsEnvelope> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(init.params ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    const token = this.options.token?.();
    if (token && !isOpenPath(path)) query.set('token', token);
    const url = `${this.baseUrl}${path}${query.size > 0 ? `?${query}` : ''}`;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.timeoutMs);
    try {
      const response = await this.fetchImpl(url, {
        method,
        credentials: 'same-origin',
        signal: abort.signal,
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const envelope: unknown = await response.json();
      if (!isEnvelope(envelope)) throw new DsError(DS_NO_RESPONSE, 'malformed answer');
      return envelope;
    } catch (error) {
      if (error instanceof DsError) throw error;
      throw new DsError(DS_NO_RESPONSE);
    } finally {
      clearTimeout(timer);
    }
  }
}

function isEnvelope(value: unknown): value is DsEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number';
}

function unwrap(envelope: DsEnvelope): DsData {
  if (String(envelope.code) !== DS_OK) throw new DsError(String(envelope.code), envelope.desc);
  return { desc: envelope.data?.desc, list: Array.isArray(envelope.data?.list) ? envelope.data.list : [] };
}
