/**
 * The credentials key: AES-GCM, non-extractable, kept in IndexedDB so it survives reloads while
 * script can use it but never read its bytes.
 */

const DB_NAME = 'poc-console';
const STORE = 'keys';
const KEY_ID = 'credentials';

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DB_NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

async function loadOrCreate(): Promise<CryptoKey> {
  const db = await openDatabase();
  try {
    const existing = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    try {
      // add, not put: when another tab made its key first, keep that one and use it.
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
      return key;
    } catch {
      const winner = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
      if (winner instanceof CryptoKey) return winner;
      throw new Error('credentials key unavailable');
    }
  } finally {
    db.close();
  }
}

let cached: Promise<CryptoKey> | null = null;

export function credentialsKey(): Promise<CryptoKey> {
  cached ??= loadOrCreate().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
