import { useCallback, useEffect, useMemo } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { RoomAudioMixer } from '../../../media/index.ts';
import { useConsole } from '../../manifest/index.ts';
import { SendCommandProvider, type SendCommand } from '../home/index.ts';
import { InstantRecallProvider } from '../instant-recall/index.ts';
import { MuteListProvider } from '../mute-list/index.ts';
import { VoicePanel } from '../voice/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { featuresAtom } from '../../state/features.ts';
import { CallRecordsPage } from './index.ts';

/**
 * Call records beside the voice panel, sharing one mixer: live group voice keeps playing here, and a
 * recording played from the list goes through the same player as instant recall, so the audio play
 * priority decides between them exactly as on /home.
 */
export function CallRecordsRoute() {
  const session = useConsole();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const features = useAtomValue(featuresAtom);
  const send = useCallback<SendCommand>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  const mixer = useMemo(() => new RoomAudioMixer(), []);
  useEffect(() => () => mixer.close(), [mixer]);
  return (
    <MuteListProvider ds={session.ds} me={me} enabled={features?.has(Feature.MuteList) ?? false}>
      <SendCommandProvider value={send}>
        <InstantRecallProvider ds={session.ds}>
          <div className="call-records-screen">
            <CallRecordsPage ds={session.ds} player={mixer.recordings} />
            <VoicePanel send={send} mixer={mixer} />
          </div>
        </InstantRecallProvider>
      </SendCommandProvider>
    </MuteListProvider>
  );
}
