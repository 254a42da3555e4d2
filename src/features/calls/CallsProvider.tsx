import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SocketCommandError } from '../../../protocol/index.ts';
import { CallEngine, type CallSignalling } from '../../../media/index.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { userAtom, verifiedAtom } from '../../state/session.ts';
import { settingAtoms } from '../../state/settings.ts';
import { callViewAtom, handedCallAtom, handledCallsAtom } from './model/atoms.ts';
import { CallPanel } from './components/CallPanel.tsx';
import type { CallVideo } from './components/VideoCallView.tsx';
import { CallsContext, type CallControls } from './model/callControls.ts';
import { IDLE_VIEW, viewOf } from './model/model.ts';
import './calls.css';

/** The socket for calls, with the hand-over command besides the signalling. */
type CallSocket = CallSignalling & { command(name: 'callHandOver', args: { callId: string; to: string }): Promise<unknown> };

export type CallsProviderProps = {
  /** The session's socket for calls: `calls$` and `command('callSignal', …)`; null while there is none. */
  signalling: CallSocket | null;
  children?: ReactNode;
};

const EMPTY: readonly never[] = [];

/**
 * Binds individual calls to the screen: one CallEngine per signed-in dispatcher and socket, made in
 * an effect and closed in its cleanup; its state goes to callViewAtom. Renders the call panel
 * (incoming prompt, call states, timer) above its children.
 */
export function CallsProvider({ signalling, children }: CallsProviderProps) {
  const user = useAtomValue(userAtom);
  const verified = useAtomValue(verifiedAtom);
  const volume = useAtomValue(settingAtoms.videoCallVolume);
  const setView = useSetAtom(callViewAtom);
  const [engine, setEngine] = useState<CallEngine | null>(null);
  const me = user?.msId ?? null;
  const iceAllow = verified?.iceAllow ?? EMPTY;
  const iceServers = verified?.iceServers ?? EMPTY;
  const iceKey = JSON.stringify([iceAllow, iceServers]);

  useEffect(() => {
    if (!signalling || !me) return;
    const [allow, servers] = JSON.parse(iceKey) as [string[], { urls: string | string[] }[]];
    const created = new CallEngine({ signalling, self: me, iceAllow: allow, iceServers: servers });
    const subscription = created.state$.subscribe((state) => setView(viewOf(state)));
    setEngine(created);
    return () => {
      subscription.unsubscribe();
      created.close();
      setEngine((current) => (current === created ? null : current));
      setView(IDLE_VIEW);
    };
  }, [signalling, me, iceKey, setView]);

  useEffect(() => {
    engine?.setVolume(volume);
  }, [engine, volume]);

  // A call another dispatcher handed over: this console invites the terminal again.
  const [handed, setHanded] = useAtom(handedCallAtom);
  useEffect(() => {
    if (!engine || !handed) return;
    setHanded(null);
    engine.place(handed.terminal, { name: handed.terminalName, ...(handed.media === 'video' ? { media: 'video' as const } : {}) });
  }, [engine, handed, setHanded]);
  const handled = useAtomValue(handledCallsAtom);
  // The pictures go from the engine to the video elements, never through React state.
  const video = useMemo<CallVideo | null>(() => engine && { local$: engine.localVideo$, remote$: engine.remoteVideo$ }, [engine]);

  const controls = useMemo<CallControls | null>(
    () =>
      engine && {
        place: (to, name) => {
          engine.place(to, name === undefined ? {} : { name });
        },
        placeVideo: (to, name, resolution) => {
          engine.place(to, { media: 'video', ...(name === undefined ? {} : { name }), ...(resolution === undefined ? {} : { resolution }) });
        },
        listen: (to, name) => {
          engine.place(to, { media: 'ambient', ...(name === undefined ? {} : { name }) });
        },
        setMuted: (muted) => engine.setMuted(muted),
        answer: () => engine.answer(),
        decline: () => engine.decline(),
        hangup: () => engine.hangup(),
        dismiss: () => engine.dismiss(),
        remoteLevel: () => engine.remoteLevel(),
        setupTimes: () => {
          const { inviteSentAt, connectedAt, mediaUpAt } = engine.lastTimings;
          return {
            connectedMs: inviteSentAt !== null && connectedAt !== null ? connectedAt - inviteSentAt : null,
            mediaMs: inviteSentAt !== null && mediaUpAt !== null ? mediaUpAt - inviteSentAt : null,
          };
        },
        handOver: async (to) => {
          const call = [...handled.values()].find((one) => one.handler === me && one.state === 'connected');
          if (!call || !signalling) return { code: '404', desc: 'call:unknown' };
          try {
            await signalling.command('callHandOver', { callId: call.callId, to });
            return null;
          } catch (error) {
            return error instanceof SocketCommandError ? { code: error.code, desc: error.desc ?? '' } : { code: '500', desc: '' };
          }
        },
      },
    [engine, handled, me, signalling],
  );

  return (
    <CallsContext.Provider value={controls}>
      {children}
      {controls ? <CallPanel controls={controls} video={video} /> : null}
    </CallsContext.Provider>
  );
}
