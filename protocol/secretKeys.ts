import { z } from 'zod';

/**
 * Key management (SPEC §2 /key-management/secret-keys, §3 "Key: id", §5 key length, §7 "Keys: POST
 * add, GET list, PUT update, DELETE delete {id} under /ds/key"). A key is the shared secret message
 * content is sealed with; exactly one key is active (new messages use it), older ones stay to open
 * older messages. docs/protocol.md "Messages and SMS".
 */

/**
 * SPEC §5 "key length": the readings disagree (32 digits and capitals, 32 digits and letters, 320
 * digits and capitals). We accept exactly 32 characters of digits and capital letters: the length
 * three readings share, and the alphabet both stricter readings share (docs/architecture.md).
 */
export const SECRET_KEY_PATTERN = /^[0-9A-Z]{32}$/;
export const KeyLimits = { length: 32, maxNameLength: 40, maxKeys: 50 } as const;

export const SecretKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key material, 32 digits and capital letters; AES-GCM 256 is derived from it (messageCrypto.ts). */
  key: z.string(),
  active: z.boolean(),
  createBy: z.string(),
  time: z.number(),
});
export type SecretKey = z.infer<typeof SecretKeySchema>;

const KeyName = z.string().trim().min(1, 'required').max(KeyLimits.maxNameLength, 'tooLong');
const KeyMaterial = z.string().regex(SECRET_KEY_PATTERN, 'format');
const KeyId = z.string().min(1).max(40);

export const KeyAddBody = z.object({ name: KeyName, key: KeyMaterial, active: z.boolean().optional() });
/** The material of a key never changes (messages sealed with it must still open); name and active do. */
export const KeyUpdateBody = z.object({ id: KeyId, name: KeyName.optional(), active: z.literal(true).optional() });
export const KeyDeleteBody = z.object({ id: KeyId });

export const KeyPaths = { add: '/ds/key/add', list: '/ds/key/list', update: '/ds/key/update', remove: '/ds/key/delete' } as const;

export const KeyRefusal = {
  Unknown: 'id:unknown',
  Active: 'id:active',
  Exists: 'key:exists',
  TooMany: 'keys:tooMany',
  NotDispatcher: 'caller:not-dispatcher',
} as const;

export type KeyMaterialProblem = 'required' | 'length' | 'alphabet';

/** Why a typed key is not one we accept (the console names the rule; the emulator checks the pattern). */
export function keyMaterialProblem(material: string): KeyMaterialProblem | null {
  if (material === '') return 'required';
  if (!/^[0-9A-Z]*$/.test(material)) return 'alphabet';
  return material.length === KeyLimits.length ? null : 'length';
}

/** 32 random digits and capital letters (the seeded demo key, and the console's "generate"). */
export function newKeyMaterial(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const out: string[] = [];
  while (out.length < KeyLimits.length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(64))) {
      // 252 = 7 * 36: bytes above it are dropped so every character is equally likely.
      if (byte < 252 && out.length < KeyLimits.length) out.push(alphabet[byte % 36]!);
    }
  }
  return out.join('');
}
