import type { Platform } from '../platform.ts';
import { autoLoginSlot } from './recovery-book.ts';
import { hashKey } from './sign-in.ts';

/** Makes `key` the host's one auto-login key (for msId): the host's earlier keys stop working. */
export async function setAutoLoginKey(platform: Platform, entry: { msId: string; hostname: string; key: string }): Promise<void> {
  const keyHash = hashKey(entry.key);
  const hostname = entry.hostname.toLowerCase();
  const prefix = `${hostname} `;
  const stale = [...platform.state.recovery.autoLogin.keys()].filter((slot) => slot.startsWith(prefix) && slot !== autoLoginSlot(hostname, keyHash));
  const events = [
    ...stale.map((slot) => ({ type: 'autoLogin.keySet' as const, hostname, keyHash: slot.slice(prefix.length), msId: null })),
    ...(platform.state.recovery.autoLogin.get(autoLoginSlot(hostname, keyHash)) === entry.msId ? [] : [{ type: 'autoLogin.keySet' as const, hostname, keyHash, msId: entry.msId }]),
  ];
  if (events.length > 0) await platform.commit(events);
}
