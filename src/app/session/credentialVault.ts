/**
 * The SPEC's encrypted credentials entry: account and the MD5 hex the wire uses (never the typed
 * password), sealed with AES-GCM under a fresh IV each time. Used to log in again after a 105 and
 * to prefill the login form when the dispatcher chose to remember the password.
 */
import type { StoredValues } from '../../state/storage.ts';

export type PasswordCredentials = { readonly account: string; readonly passwordHash: string; readonly autoLoginKey?: undefined };
/** A session opened by the host's auto-login key (SPEC §2): the key logs in again after a 105 or a reload. */
export type KeyCredentials = { readonly account: string; readonly autoLoginKey: string; readonly passwordHash?: undefined };
export type Credentials = PasswordCredentials | KeyCredentials;

export type CredentialVault = {
  save(credentials: Credentials): Promise<void>;
  /** The stored credentials, or null when there are none or they cannot be opened. */
  load(): Promise<Credentials | null>;
  clear(): void;
};

export const CREDENTIALS_KEY = 'credentials';
const IV_BYTES = 12;

type SealedEntry = { iv: string; data: string };

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const asSealed = (raw: unknown): SealedEntry | undefined => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { iv, data } = raw as Record<string, unknown>;
  return typeof iv === 'string' && typeof data === 'string' ? { iv, data } : undefined;
};

const asCredentials = (raw: unknown): Credentials | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const { account, passwordHash, autoLoginKey } = raw as Record<string, unknown>;
  if (typeof account !== 'string') return null;
  if (typeof autoLoginKey === 'string' && autoLoginKey !== '') return { account, autoLoginKey };
  return typeof passwordHash === 'string' && /^[0-9a-f]{32}$/.test(passwordHash) ? { account, passwordHash } : null;
};

export function createCredentialVault(deps: { key: () => Promise<CryptoKey>; values: StoredValues; subtle?: SubtleCrypto }): CredentialVault {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  return {
    async save(credentials) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(credentials));
      const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, await deps.key(), plain));
      deps.values.write(CREDENTIALS_KEY, { iv: toBase64(iv), data: toBase64(sealed) });
    },
    async load() {
      const entry = deps.values.read(CREDENTIALS_KEY, asSealed);
      if (!entry) return null;
      try {
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(entry.iv) }, await deps.key(), fromBase64(entry.data));
        return asCredentials(JSON.parse(new TextDecoder().decode(plain)));
      } catch {
        return null; // another key (cleared site data) or a tampered entry
      }
    },
    clear() {
      deps.values.remove(CREDENTIALS_KEY);
    },
  };
}
