import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Feature } from '../../../protocol/index.ts';
import { HomePage, SendCommandProvider, type SendCommand } from '../../features/home/index.ts';
import { InstantRecallProvider } from '../../features/instant-recall/index.ts';
import { MuteListProvider } from '../../features/mute-list/index.ts';
import { AlarmTonesProvider } from '../../features/alarm-tones/index.ts';
import { GroupManager, NetworkProvider } from '../../features/network-management/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { featuresAtom } from '../session/features.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { Icon, useT } from '../../ui/index.ts';
import { screenPath } from '../routes/routeTable.ts';

/**
 * The voice dispatcher screen wired to the session's socket for floor control and group switches
 * (calls are bound once for every screen, in MainLayout), and to its /ds client for the mute list,
 * which only dispatchers with the mute-list feature get.
 */
export function HomeRoute() {
  const session = useSession();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const features = useAtomValue(featuresAtom);
  const send = useCallback<SendCommand>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return (
    <MuteListProvider ds={session.ds} me={me} enabled={features?.has(Feature.MuteList) ?? false}>
      <AlarmTonesProvider ds={session.ds} send={send} me={me} enabled={features?.has(Feature.SendTone) ?? false}>
        <SendCommandProvider value={send}>
          <NetworkProvider ds={session.ds} send={send} manageGroups={features?.has(Feature.ManageGroup) ?? false} manageTerminals={features?.has(Feature.TerminalManage) ?? false}>
            <InstantRecallProvider ds={session.ds}>
              <HomePage
                send={send}
                extraEntries={features?.has(Feature.VideoMonitor) ? <CamerasEntry /> : null}
                groupTools={(gid) => <GroupManager gid={gid} />}
              />
            </InstantRecallProvider>
          </NetworkProvider>
        </SendCommandProvider>
      </AlarmTonesProvider>
    </MuteListProvider>
  );
}

/**
 * SPEC §6: the video-monitor access setting controls the cameras group entry; it opens the
 * organisation's cameras on the video wall.
 */
function CamerasEntry() {
  const t = useT();
  return (
    <Link className="home-cameras-entry" to={screenPath('videoSurveillance')} data-testid="home-cameras-entry">
      <Icon name="camera" />
      <span>{t('surveillance.homeEntry')}</span>
    </Link>
  );
}
