import { useMemo } from 'react';
import { MonitorGrantSchema } from '../../../protocol/index.ts';
import type { SosResponseClient } from '../../features/sos/index.ts';
import type { SessionController } from '../session/sessionController.ts';

/** The session's socket as the SOS response uses it: commands, and a terminal's camera monitor. */
export function useSosResponseClient(session: SessionController): SosResponseClient {
  return useMemo<SosResponseClient>(
    () => ({
      command: (name, args, timeoutMs) => session.command(name, args, timeoutMs),
      startMonitor: async (msId) => MonitorGrantSchema.parse(await session.command('monitorStart', { msId })),
      stopMonitor: async (monitorId) => void (await session.command('monitorStop', { monitorId })),
    }),
    [session],
  );
}
