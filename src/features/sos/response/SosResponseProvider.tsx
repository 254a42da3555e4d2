import { createContext, useContext, type ReactNode } from 'react';
import type { SosAlarm } from '../../../../protocol/index.ts';
import { SosResponsePanel } from './SosResponsePanel.tsx';
import { useSosResponse, type SosResponseClient } from './useSosResponse.ts';

const RespondContext = createContext<((alarm: SosAlarm) => void) | null>(null);

/** What acknowledging views call once the platform took their acknowledgement; a no-op outside the provider. */
export const useRespondToSos = (): ((alarm: SosAlarm) => void) => useContext(RespondContext) ?? noop;
const noop = () => undefined;

/**
 * The emergency response of this console, under the calls provider (it listens through it): gives
 * the SOS screens `respond` and shows the response panel on every screen.
 */
export function SosResponseProvider({ client, children }: { client: SosResponseClient; children?: ReactNode }) {
  const respond = useSosResponse(client);
  return (
    <RespondContext.Provider value={respond}>
      {children}
      <SosResponsePanel client={client} />
    </RespondContext.Provider>
  );
}
