/**
 * Browser storage as SPEC §7 describes it: every value is JSON in localStorage under a stable key,
 * and setting one fires the custom DOM event `poc-storage` so open screens react at once. Changes
 * made in other tabs arrive through the browser's own `storage` event and are reported the same way.
 */

export const STORAGE_EVENT = 'poc-storage';

export type StorageChangeDetail = { readonly key: string };

/** What the helper needs from the browser; tests hand it an in-memory storage and a bare EventTarget. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredValues = {
  /** The stored value, or undefined when it is missing, not JSON, or rejected by decode. */
  read<T>(key: string, decode: (raw: unknown) => T | undefined): T | undefined;
  write(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls back with the key of every change, here or in another tab; returns the unsubscribe. */
  subscribe(listener: (key: string) => void): () => void;
};

export function createStoredValues(backend: StorageBackend, target: EventTarget): StoredValues {
  const announce = (key: string) =>
    target.dispatchEvent(new CustomEvent<StorageChangeDetail>(STORAGE_EVENT, { detail: { key } }));

  return {
    read(key, decode) {
      const text = safely(() => backend.getItem(key));
      if (text === null || text === undefined) return undefined;
      try {
        return decode(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      // Quota or privacy-mode failures must not break the screen that saves a preference.
      safely(() => backend.setItem(key, JSON.stringify(value)));
      announce(key);
    },
    remove(key) {
      safely(() => backend.removeItem(key));
      announce(key);
    },
    subscribe(listener) {
      const onLocal = (event: Event) => {
        const detail = (event as CustomEvent<StorageChangeDetail>).detail;
        if (detail && typeof detail.key === 'string') listener(detail.key);
      };
      const onOtherTab = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (typeof key === 'string') listener(key);
      };
      target.addEventListener(STORAGE_EVENT, onLocal);
      target.addEventListener('storage', onOtherTab);
      return () => {
        target.removeEventListener(STORAGE_EVENT, onLocal);
        target.removeEventListener('storage', onOtherTab);
      };
    },
  };
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** An in-memory backend: used where localStorage does not exist (unit tests, locked-down browsers). */
export function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const hasBrowserStorage = typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';

/** The console's storage: localStorage and window events in a browser. */
export const storedValues: StoredValues = hasBrowserStorage
  ? createStoredValues(window.localStorage, window)
  : createStoredValues(memoryBackend(), new EventTarget());
