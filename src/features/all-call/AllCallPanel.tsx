import { useMemo, useState } from 'react';
import { Feature, isFeatureEnabled } from '../../../protocol/index.ts';
import { connectionStatusAtom } from '../../state/connection.ts';
import { fleetAtom, floorsAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { clientConfigAtom, userAtom, verifiedAtom } from '../../state/session.ts';
import { Button, useT } from '../../ui/index.ts';
import type { SendCommand } from '../voice/index.ts';
import { BroadcastDialog } from './components/BroadcastDialog.tsx';
import { OneWayBanner } from './components/OneWayBanner.tsx';
import { oneWayCalls, secondsLeft } from './model/model.ts';
import { usePlatformNow } from '../../state/platformNow.ts';
import { useOneWayCall } from './useOneWayCall.ts';
import './all-call.css';

export type AllCallPanelProps = { send: SendCommand };

/**
 * All-call and broadcast call (SPEC §1, §6 feature allCall): start one-way to every group or to
 * groups picked from the tree, end it, see its state; and, on every console, a banner per one-way
 * call in progress with its talker and groups. Online required.
 */
export function AllCallPanel({ send }: AllCallPanelProps) {
  const t = useT();
  const verified = useAtomValue(verifiedAtom);
  const config = useAtomValue(clientConfigAtom);
  const user = useAtomValue(userAtom);
  const floors = useAtomValue(floorsAtom);
  const { groups } = useAtomValue(fleetAtom);
  const online = useAtomValue(connectionStatusAtom) === 'online';
  const [picking, setPicking] = useState(false);
  const me = user?.msId ?? null;
  const { own, start, stop, dismiss } = useOneWayCall({ send, mediaServ: verified?.mediaServ ?? null, me, floors });
  const calls = useMemo(() => oneWayCalls(floors), [floors]);
  const now = usePlatformNow(own.phase === 'talking');

  const enabled = verified && config ? isFeatureEnabled(Feature.AllCall, { dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches }) : false;
  if (!enabled) return null;
  const busy = own.phase === 'starting' || own.phase === 'connecting' || own.phase === 'talking';

  return (
    <section className="all-call" aria-labelledby="all-call-heading" data-testid="all-call-panel" data-state={own.phase} data-step={'step' in own ? own.step : undefined} data-attempt={'attempt' in own ? own.attempt : undefined} data-online={online}>
      <h2 className="home__heading" id="all-call-heading">
        {t('allCall.title')}
      </h2>
      <div className="all-call__actions">
        {own.phase === 'connecting' || own.phase === 'talking' ? (
          <Button variant="danger" onPress={stop} data-testid="all-call-stop">
            {t('allCall.stop')}
          </Button>
        ) : (
          <>
            <Button variant="primary" onPress={() => void start('all')} isDisabled={!online || busy} data-testid="all-call-start">
              {t('allCall.all')}
            </Button>
            <Button variant="secondary" onPress={() => setPicking(true)} isDisabled={!online || busy} data-testid="broadcast-call-start">
              {t('allCall.broadcast')}
            </Button>
          </>
        )}
      </div>
      {online ? <p className="all-call__hint">{t('allCall.hint')}</p> : (
        <p className="all-call__warning" role="status" data-testid="all-call-offline">
          {t('allCall.offline')}
        </p>
      )}
      <p className={`all-call__status all-call__status--${own.phase}`} role="status" data-testid="all-call-status">
        {own.phase === 'starting' ? t('allCall.state.starting') : null}
        {own.phase === 'connecting' ? t('allCall.state.connecting') : null}
        {own.phase === 'talking' ? t('allCall.state.talking', { count: own.grant.gids.length, seconds: secondsLeft(own.grant, now) }) : null}
        {own.phase === 'ended' || own.phase === 'error' ? t(own.message, { code: own.phase === 'error' ? (own.code ?? '') : '' }) : null}
      </p>
      {own.phase === 'ended' || own.phase === 'error' ? (
        <Button variant="ghost" onPress={dismiss} data-testid="all-call-dismiss">
          {t('common.close')}
        </Button>
      ) : null}
      {calls.map((call) => (
        <OneWayBanner key={call.callId} call={call} groups={groups} />
      ))}
      {picking ? (
        <BroadcastDialog
          groups={groups}
          online={online}
          onCancel={() => setPicking(false)}
          onStart={(gids) => {
            setPicking(false);
            void start('broadcast', gids);
          }}
        />
      ) : null}
    </section>
  );
}
