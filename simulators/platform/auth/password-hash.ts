import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHash } from '../events/private-events.ts';

export type ScryptCost = Pick<PasswordHash, 'N' | 'r' | 'p'>;

/** docs/protocol.md: N=16384, r=8, p=1, 32-byte key, 16-byte salt. Tests may pass a cheaper cost. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(md5Hex: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(md5Hex, salt, KEY_BYTES, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes the MD5 hex the client sends; the emulator never sees the typed password. */
export async function hashPassword(md5Hex: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(md5Hex.toLowerCase(), salt, cost);
  return { salt: salt.toString('hex'), hash: key.toString('hex'), ...cost };
}

export async function verifyPassword(md5Hex: string, stored: PasswordHash): Promise<boolean> {
  const key = await derive(md5Hex.toLowerCase(), Buffer.from(stored.salt, 'hex'), stored);
  return timingSafeEqual(key, Buffer.from(stored.hash, 'hex'));
}
