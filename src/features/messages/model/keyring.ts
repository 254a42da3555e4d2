import { importMessageKey, KeyPaths, openContent, sealContent, SecretKeySchema, type ContentBs, type DsClient, type MessageKey } from '../../../../protocol/index.ts';

export type KeyDs = Pick<DsClient, 'get'>;

/**
 * The secret keys of this console, imported into WebCrypto (AES-GCM 256 derived by HKDF from each
 * key's material, protocol/messageCrypto.ts). The CryptoKeys stay here, outside the atoms; the
 * atoms only hold what was opened. Keys are re-read when a message names a key not seen yet.
 */
export class MessageKeyring {
  private keys = new Map<string, MessageKey>();
  private activeId: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly ds: KeyDs) {}

  get activeKeyId(): string | null {
    return this.activeId;
  }

  /** Reads /ds/key/list; concurrent callers share one read. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const { list } = await this.ds.get(KeyPaths.list);
        const next = new Map<string, MessageKey>();
        let active: string | null = null;
        for (const raw of list) {
          const key = SecretKeySchema.parse(raw);
          next.set(key.id, this.keys.get(key.id) ?? (await importMessageKey(key.id, key.key)));
          if (key.active) active = key.id;
        }
        this.keys = next;
        this.activeId = active;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** The content, or null when no key opens it (after one re-read for an unknown key). */
  async open(contentbs: ContentBs): Promise<string | null> {
    if (!this.keys.has(contentbs.keyId)) await this.load().catch(() => undefined);
    return openContent(this.keys, contentbs);
  }

  /**
   * Seals with the active key of /ds/key as it is now: the list is read again first, since key
   * management (here or on another console) may have made another key active. When that read
   * fails, the key known last is used. Throws NoActiveKey when there is none.
   */
  async seal(content: string): Promise<ContentBs> {
    await this.load().catch((error: unknown) => {
      if (this.activeId === null) throw error;
    });
    const key = this.activeId === null ? undefined : this.keys.get(this.activeId);
    if (!key) throw new NoActiveKey();
    return sealContent(key, content);
  }
}

export class NoActiveKey extends Error {
  constructor() {
    super('no active secret key');
  }
}
