import { createContext, useContext, type ReactNode } from 'react';
import type { SendCommand } from '../../voice/index.ts';
import type { NetworkDs } from './model.ts';

export type NetworkContext = {
  readonly ds: NetworkDs;
  readonly send: SendCommand;
  /** SPEC §6 "manage group": groups and their members. */
  readonly manageGroups: boolean;
  /** SPEC §6 "terminal manage": terminal names, icons and group membership. */
  readonly manageTerminals: boolean;
};

const Context = createContext<NetworkContext | null>(null);

/** Network management for the screens under it; without the provider its entries do not show. */
export function NetworkProvider({ children, ...value }: NetworkContext & { children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useNetwork = (): NetworkContext | null => useContext(Context);
