import { AsyncLocalStorage } from 'node:async_hooks';
import { Serial, type DecisionGate } from '../serial.ts';
import { LockKind, type PgSession } from './pg-session.ts';

/**
 * A decision (a Serial's work: read the state, then append) runs with the deployment's decision
 * lock held and our state caught up to the store's head, so it sees every decision any instance
 * made before it and no other instance decides meanwhile. Work started inside a decision (a Serial
 * called from another) is already covered and runs straight away.
 */
export function createDecisionGate(session: PgSession, catchUp: () => Promise<void>): DecisionGate {
  const inside = new AsyncLocalStorage<true>();
  const local = new Serial(false);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (inside.getStore()) return work();
    return local.run(async () => {
      await session.lock(LockKind.decision);
      try {
        await catchUp();
        return await inside.run(true, work);
      } finally {
        await session.unlock(LockKind.decision).catch(() => undefined);
      }
    });
  };
}
