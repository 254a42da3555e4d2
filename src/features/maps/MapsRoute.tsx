import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Feature } from '../../../protocol/index.ts';
import { preloadable, useConsole } from '../../manifest/index.ts';
import { AlarmTonesProvider } from '../alarm-tones/index.ts';
import { NetworkProvider } from '../network-management/index.ts';
import { SendCommandProvider, type SendCommand } from '../home/index.ts';
import { preloadMapMonitoringPage } from './index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { featuresAtom } from '../../state/features.ts';
import { FOLLOW_WINDOWS } from './manifest.ts';

// The page and its MapLibre and deck.gl: loaded on first visit, or ahead once signed in (routes/prefetch.ts).
const mapPage = preloadable(preloadMapMonitoringPage);
const MapMonitoringPage = mapPage.component((page) => page);
export const preloadMaps = (): Promise<unknown> => mapPage.load();

/** The terminal operations of the map's info card (send tone, remote group switch) use the session's socket. */
function TerminalOperationProviders({ children }: { children: ReactNode }) {
  const session = useConsole();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const features = useAtomValue(featuresAtom);
  const send = useCallback<SendCommand>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return (
    <AlarmTonesProvider ds={session.ds} send={send} me={me} enabled={features?.has(Feature.SendTone) ?? false}>
      <SendCommandProvider value={send}>
        <NetworkProvider ds={session.ds} send={send} manageGroups={features?.has(Feature.ManageGroup) ?? false} manageTerminals={features?.has(Feature.TerminalManage) ?? false}>
          {children}
        </NetworkProvider>
      </SendCommandProvider>
    </AlarmTonesProvider>
  );
}

/** Map monitoring wired to the session's /ds client (the road net comes from the platform); with multi-screen its cards open follow windows. */
export function MapsRoute() {
  const session = useConsole();
  const multiScreen = useAtomValue(featuresAtom)?.has(Feature.MultiScreen) ?? false;
  return (
    <TerminalOperationProviders>
      <MapMonitoringPage ds={session.ds} followWindows={multiScreen ? FOLLOW_WINDOWS : []} />
    </TerminalOperationProviders>
  );
}

/** A follow window: the terminal to keep centred comes as ?msId= (the opener names it). */
export function MapFollowRoute() {
  const session = useConsole();
  const [search] = useSearchParams();
  return (
    <TerminalOperationProviders>
      <MapMonitoringPage ds={session.ds} follow={search.get('msId')} />
    </TerminalOperationProviders>
  );
}
