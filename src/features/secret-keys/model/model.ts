import { z } from 'zod';
import { DsError, KeyLimits, keyMaterialProblem, KeyPaths, KeyRefusal, SecretKeySchema, type DsData, type SecretKey } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of DsClient key management uses, so tests can stand in for it. */
export type KeyDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
  /** DELETE /ds/key/delete takes its id in the body (docs/protocol.md). */
  request(method: string, path: string, init: { body?: unknown }): Promise<DsData>;
};

const KeyList = z.array(SecretKeySchema);

export async function loadKeys(ds: KeyDs): Promise<SecretKey[]> {
  return KeyList.parse((await ds.get(KeyPaths.list)).list);
}

export type KeyForm = { name: string; key: string; active: boolean };
export type KeyFormErrors = Partial<Record<'name' | 'key', MessageKey>>;

/** The platform's rules (protocol/secretKeys.ts); `withKey` false when only the name is edited. */
export function checkKeyForm(form: KeyForm, withKey: boolean): KeyFormErrors {
  const errors: KeyFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'secretKeys.error.nameRequired';
  else if ([...name].length > KeyLimits.maxNameLength) errors.name = 'secretKeys.error.nameTooLong';
  if (withKey) {
    const problem = keyMaterialProblem(form.key);
    if (problem) errors.key = `secretKeys.error.key.${problem}`;
  }
  return errors;
}

export type KeyResult = { readonly ok: true; readonly keys: SecretKey[] } | { readonly ok: false; readonly error: MessageKey; readonly code: string };

/** SPEC §8 style: each refusal of /ds/key named in the dispatcher's language. */
export function refusalKey(code: string, desc: string): MessageKey {
  if (desc === KeyRefusal.Exists) return 'secretKeys.error.exists';
  if (desc === KeyRefusal.TooMany) return 'secretKeys.error.tooMany';
  if (desc === KeyRefusal.Active) return 'secretKeys.error.activeDelete';
  if (desc === KeyRefusal.Unknown) return 'secretKeys.error.unknown';
  if (code === '403') return 'secretKeys.error.permission';
  if (desc.startsWith('key')) return 'secretKeys.error.key.alphabet';
  return 'secretKeys.error.failed';
}

/** Runs a change, then reads the list again so the page shows what the platform holds. */
async function change(ds: KeyDs, run: () => Promise<unknown>): Promise<KeyResult> {
  try {
    await run();
  } catch (error) {
    const code = error instanceof DsError ? error.code : '500';
    return { ok: false, code, error: refusalKey(code, error instanceof DsError ? (error.desc ?? '') : '') };
  }
  return { ok: true, keys: await loadKeys(ds) };
}

export const addKey = (ds: KeyDs, form: KeyForm) => change(ds, () => ds.post(KeyPaths.add, { name: form.name.trim(), key: form.key, active: form.active }));
export const renameKey = (ds: KeyDs, id: string, name: string) => change(ds, () => ds.put(KeyPaths.update, { id, name: name.trim() }));
export const activateKey = (ds: KeyDs, id: string) => change(ds, () => ds.put(KeyPaths.update, { id, active: true }));
export const deleteKey = (ds: KeyDs, id: string) => change(ds, () => ds.request('DELETE', KeyPaths.remove, { body: { id } }));

/** The key as the list shows it: its ends, so two keys can be told apart without showing it whole. */
export const maskedKey = (key: string) => `${key.slice(0, 4)}${'•'.repeat(8)}${key.slice(-4)}`;
