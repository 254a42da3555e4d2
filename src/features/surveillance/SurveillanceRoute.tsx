import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filter } from 'rxjs';
import { MonitorGrantSchema, type MonitorFrame } from '../../../protocol/index.ts';
import { useConsole } from '../../manifest/index.ts';
import { SurveillancePage, type MonitorClient } from './index.ts';

/** Video surveillance wired to the session's /ds client, and its socket for terminal cameras; ?terminal= opens with its camera. */
export function SurveillanceRoute() {
  const session = useConsole();
  const [search] = useSearchParams();
  const monitors = useMemo<MonitorClient>(
    () => ({
      start: async (msId) => MonitorGrantSchema.parse(await session.command('monitorStart', { msId })),
      stop: async (monitorId) => void (await session.command('monitorStop', { monitorId })),
      ended$: session.monitors$.pipe(filter((frame): frame is Extract<MonitorFrame, { action: 'ended' }> => frame.action === 'ended')),
    }),
    [session],
  );
  return <SurveillancePage ds={session.ds} monitors={monitors} show={search.get('terminal')} />;
}
