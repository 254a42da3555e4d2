import type { ReactNode } from 'react';
import { featureOfOperation, TerminalOperation, TerminalType } from '../../../../protocol/index.ts';
import { SendToneMenu } from '../../alarm-tones/index.ts';
import { CallButton, VideoCallButton } from '../../calls/index.ts';
import { RemoteSwitchMenu, useSendCommand } from '../../home/index.ts';
import { EnvironmentMonitorButton, RemoteControlMenu } from '../../remote-control/index.ts';
import { LoneWorkOperation } from '../../lone-worker/index.ts';
import { JobTicketLink } from '../../job-ticketing/index.ts';
import { SmsLink } from '../../messages/index.ts';
import { VideoMonitorLink } from '../../surveillance/index.ts';
import { TerminalManageMenu } from '../../network-management/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { featuresAtom } from '../../../state/features.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { useT } from '../../../ui/index.ts';

/**
 * SPEC §2 "Terminal operations" for the terminal on the card: video monitor (the wall, for
 * terminals with a camera), individual call, video call, SMS (the messages page), send tone, remote
 * group switch, stun/kill/activate, lone worker, job ticketing, environment monitoring, and terminal
 * manage (rename, set icon, group membership; the card itself is the terminal info). Other modules'
 * entries (track playback) come as children. Each entry disables itself offline or without its
 * provider; an entry whose feature (protocol/featureGating.ts) is off is not offered at all.
 */
export function TerminalOperations({ msId, children }: { msId: string; children?: ReactNode }) {
  const t = useT();
  const terminal = useAtomValue(terminalsAtom).get(msId);
  const me = useAtomValue(userAtom)?.msId ?? null;
  const send = useSendCommand();
  const features = useAtomValue(featuresAtom);
  const offered = (operation: TerminalOperation) => features?.has(featureOfOperation(operation)) ?? false;
  if (!terminal || terminal.msId === me) return null;
  return (
    <div className="maps-info__operations" role="group" aria-label={t('maps.info.operations')} data-testid="terminal-operations">
      {offered(TerminalOperation.VideoMonitor) && terminal.type !== TerminalType.Dispatcher ? <VideoMonitorLink terminal={terminal} /> : null}
      <CallButton msId={terminal.msId} name={terminal.msName} online={terminal.online === 1} />
      {offered(TerminalOperation.VideoCall) ? <VideoCallButton msId={terminal.msId} name={terminal.msName} online={terminal.online === 1} /> : null}
      {offered(TerminalOperation.Sms) && terminal.type !== TerminalType.Dispatcher ? <SmsLink msId={terminal.msId} /> : null}
      {offered(TerminalOperation.RemoteSwitch) ? <RemoteSwitchMenu terminal={terminal} /> : null}
      {offered(TerminalOperation.SendTone) ? <SendToneMenu terminal={terminal} /> : null}
      {offered(TerminalOperation.LoneWork) ? <LoneWorkOperation terminal={terminal} /> : null}
      <RemoteControlMenu terminal={terminal} send={send} />
      {offered(TerminalOperation.EnvironmentMonitor) ? <EnvironmentMonitorButton terminal={terminal} /> : null}
      {offered(TerminalOperation.JobTicket) && terminal.type !== TerminalType.Dispatcher ? <JobTicketLink msId={terminal.msId} /> : null}
      {offered(TerminalOperation.TerminalManage) ? <TerminalManageMenu terminal={terminal} /> : null}
      {children}
    </div>
  );
}
