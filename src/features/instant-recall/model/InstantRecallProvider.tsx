import { createContext, useContext, type ReactNode } from 'react';
import type { RecallDs } from './model.ts';

const RecallDsContext = createContext<RecallDs | null>(null);

/** Gives instant recall the session's /ds client (which logs in again by itself on 105). */
export function InstantRecallProvider({ ds, children }: { ds: RecallDs; children: ReactNode }) {
  return <RecallDsContext.Provider value={ds}>{children}</RecallDsContext.Provider>;
}

export const useRecallDs = (): RecallDs | null => useContext(RecallDsContext);
