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
 * manage (rename, set icon, group membership; the card itself is the terminal info). They come in
 * four labelled sets, one look for all (Issue 37: "a cloud of text buttons in three styles"): talk,
 * watch, manage, history; other modules' entries come as `watch` (follow window) and `history`
 * (track playback, incident timeline). Each entry disables itself offline or without its provider;
 * an entry whose feature (protocol/featureGating.ts) is off is not offered at all.
 */
export function TerminalOperations({ msId, watch, history }: { msId: string; watch?: ReactNode; history?: ReactNode }) {
  const t = useT();
  const terminal = useAtomValue(terminalsAtom).get(msId);
  const me = useAtomValue(userAtom)?.msId ?? null;
  const send = useSendCommand();
  const features = useAtomValue(featuresAtom);
  const offered = (operation: TerminalOperation) => features?.has(featureOfOperation(operation)) ?? false;
  if (!terminal || terminal.msId === me) return null;
  const notDispatcher = terminal.type !== TerminalType.Dispatcher;
  const online = terminal.online === 1;
  return (
    <div className="maps-info__operations" role="group" aria-label={t('maps.info.operations')} data-testid="terminal-operations">
      <OperationSet name="talk" label={t('maps.info.ops.talk')}>
        <CallButton msId={terminal.msId} name={terminal.msName} online={online} />
        {offered(TerminalOperation.VideoCall) ? <VideoCallButton msId={terminal.msId} name={terminal.msName} online={online} /> : null}
        {offered(TerminalOperation.Sms) && notDispatcher ? <SmsLink msId={terminal.msId} /> : null}
        {offered(TerminalOperation.SendTone) ? <SendToneMenu terminal={terminal} /> : null}
      </OperationSet>
      <OperationSet name="watch" label={t('maps.info.ops.watch')}>
        {offered(TerminalOperation.VideoMonitor) && notDispatcher ? <VideoMonitorLink terminal={terminal} /> : null}
        {offered(TerminalOperation.EnvironmentMonitor) ? <EnvironmentMonitorButton terminal={terminal} /> : null}
        {watch}
      </OperationSet>
      <OperationSet name="manage" label={t('maps.info.ops.manage')}>
        {offered(TerminalOperation.RemoteSwitch) ? <RemoteSwitchMenu terminal={terminal} /> : null}
        <RemoteControlMenu terminal={terminal} send={send} />
        {offered(TerminalOperation.LoneWork) ? <LoneWorkOperation terminal={terminal} /> : null}
        {offered(TerminalOperation.JobTicket) && notDispatcher ? <JobTicketLink msId={terminal.msId} /> : null}
        {offered(TerminalOperation.TerminalManage) ? <TerminalManageMenu terminal={terminal} /> : null}
      </OperationSet>
      {history ? (
        <OperationSet name="history" label={t('maps.info.ops.history')}>
          {history}
        </OperationSet>
      ) : null}
    </div>
  );
}

/** One labelled row of the card's operations; CSS hides a set none of whose entries rendered. */
function OperationSet({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="maps-info__ops-set" role="group" aria-label={label} data-set={name} data-testid={`terminal-ops-${name}`}>
      <span className="maps-info__ops-label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
