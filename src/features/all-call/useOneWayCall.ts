import { useCallback, useEffect, useRef, useState } from 'react';
import type { AllCallKind } from '../../../protocol/index.ts';
import { janusServerUrl, OneWayTalk, type OneWayTalkStatus } from '../../../media/index.ts';
import type { MessageKey } from '../../ui/index.ts';
import type { FloorsState } from '../../state/floors.ts';
import type { SendCommand } from '../voice/index.ts';
import { callHoldsFloors, decodeGrant, endedMessage, endOnPlatform, IDLE, refusalOf, type OwnCall } from './model/model.ts';

/** What the dispatcher reads when the call's audio fails; microphone problems otherwise. */
const FAILURE_MESSAGE: Partial<Record<Extract<OneWayTalkStatus, { phase: 'failed' }>['problem'], MessageKey>> = { media: 'allCall.error.audio', timeout: 'allCall.error.timeout' };

/** allCallStart sets up rooms and relays on the platform: give it the spec's command time. */
const START_TIMEOUT_MS = 15_000;

type Inputs = { send: SendCommand; mediaServ: string | null; me: string | null; floors: FloorsState };

/**
 * The console's own one-way call: the command, then the microphone in the call's room (OneWayTalk),
 * until the dispatcher ends it or the platform does (the call no longer holds any floor). Leaving
 * the screen ends the call.
 */
export function useOneWayCall({ send, mediaServ, me, floors }: Inputs) {
  const [own, setOwn] = useState<OwnCall>(IDLE);
  const talk = useRef<OneWayTalk | null>(null);
  const server = janusServerUrl(mediaServ, window.location);

  const stopMedia = () => {
    talk.current?.close();
    talk.current = null;
  };

  const start = useCallback(
    async (kind: AllCallKind, gids: readonly string[] = []) => {
      if (!me || !server) return setOwn({ phase: 'error', message: 'allCall.error.media' });
      setOwn({ phase: 'starting', kind });
      let grant;
      try {
        grant = decodeGrant(await send('allCallStart', kind === 'all' ? { kind } : { kind, gids: [...gids] }, START_TIMEOUT_MS));
      } catch (error) {
        return setOwn({ phase: 'error', ...refusalOf(error) });
      }
      if (!grant) return setOwn({ phase: 'error', message: 'allCall.error.failed', code: 'reply' });
      const client = new OneWayTalk({ server, room: grant.room, pin: grant.pin, display: me });
      talk.current = client;
      client.status$.subscribe((status) => {
        if (talk.current !== client) return;
        if (status.phase === 'connecting') setOwn({ phase: 'connecting', grant, step: status.step });
        if (status.phase === 'talking') setOwn({ phase: 'talking', grant, attempt: status.attempt });
        if (status.phase === 'failed') {
          stopMedia();
          void endOnPlatform(send, grant.callId);
          setOwn({ phase: 'error', message: FAILURE_MESSAGE[status.problem] ?? 'allCall.error.microphone', step: status.step });
        }
      });
      void client.start();
    },
    [send, server, me],
  );

  const stop = useCallback(() => {
    if (own.phase !== 'connecting' && own.phase !== 'talking') return;
    stopMedia();
    setOwn({ phase: 'ended', message: 'allCall.state.ended' });
    void endOnPlatform(send, own.grant.callId).then((confirmed) => {
      // The radios stay listen-only until the platform ends it: the dispatcher must know.
      if (!confirmed) setOwn((now) => (now.phase === 'ended' ? { phase: 'error', message: 'allCall.error.endFailed' } : now));
    });
  }, [own, send]);

  // The platform ended it (time limit, emergencies, restart): the call holds no floor any more.
  const active = own.phase === 'connecting' || own.phase === 'talking' ? own.grant : null;
  const seen = useRef(new Set<string>());
  if (active && callHoldsFloors(floors, active.callId)) seen.current.add(active.callId);
  useEffect(() => {
    if (!active || !me || callHoldsFloors(floors, active.callId)) return;
    // The floors arrive a frame after the grant: only a call seen holding them can lose them.
    if (!seen.current.has(active.callId)) return;
    stopMedia();
    setOwn({ phase: 'ended', message: endedMessage(floors, active, me) });
  }, [floors, active, me]);

  // Leaving the screen (or signing out) ends the call.
  const latest = useRef(own);
  latest.current = own;
  useEffect(
    () => () => {
      const current = latest.current;
      stopMedia();
      if (current.phase === 'connecting' || current.phase === 'talking') void endOnPlatform(send, current.grant.callId);
    },
    [send],
  );

  return { own, start, stop, dismiss: () => setOwn(IDLE) };
}
