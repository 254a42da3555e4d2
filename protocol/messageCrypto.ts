import type { ContentBs } from './messages.ts';

/**
 * Sealing message content with WebCrypto (`globalThis.crypto.subtle`: the browser's, or Node's).
 * The AES-GCM 256 key is derived with HKDF-SHA-256 from the key material (the 32 characters as
 * UTF-8), a fixed salt and the key id as info; each message gets a fresh random 12-byte IV, and the
 * key id is authenticated as additional data, so content cannot be moved to another key's slot.
 */

const SALT = new TextEncoder().encode('poc-dispatch/messages/v1');
const IV_BYTES = 12;

export type MessageKey = { readonly id: string; readonly cryptoKey: CryptoKey };

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);

export async function importMessageKey(id: string, material: string): Promise<MessageKey> {
  const base = await subtle().importKey('raw', utf8(material), 'HKDF', false, ['deriveKey']);
  const cryptoKey = await subtle().deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info: utf8(`key:${id}`) }, base, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { id, cryptoKey };
}

export async function sealContent(key: MessageKey, content: string): Promise<ContentBs> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8(key.id) }, key.cryptoKey, utf8(content));
  return { keyId: key.id, iv: toBase64(iv), data: toBase64(new Uint8Array(sealed)) };
}

/** The content, or null when no key of `keys` opens it (unknown key, or tampered ciphertext). */
export async function openContent(keys: ReadonlyMap<string, MessageKey>, contentbs: ContentBs): Promise<string | null> {
  const key = keys.get(contentbs.keyId);
  if (!key) return null;
  try {
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(contentbs.iv), additionalData: utf8(key.id) }, key.cryptoKey, fromBase64(contentbs.data));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
