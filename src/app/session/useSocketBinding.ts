import { useEffect } from 'react';
import { SocketClient, type SocketLike } from '../../../protocol/index.ts';
import { store, useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
import { audioTabAtom, browserLocks, joinAudioTabElection } from '../../state/audioTab.ts';
import { animationFrameIntake } from '../../state/frameBuffer.ts';
import type { SessionController } from './sessionController.ts';
import { CHILD_SUFFIX } from '../routes/routeTable.ts';

/** SPEC §2: a -child path is a screen in a window of its own beside the main console. */
export const isChildWindow = (pathname: string): boolean => pathname.includes(CHILD_SUFFIX);

export const socketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`;

/**
 * The one place the console creates its real-time socket: while the session wants one, an effect
 * makes a SocketClient, hands it to the controller, and closes it in the cleanup. A new epoch
 * replaces it with a fresh client.
 */
export function useSocketBinding(controller: SessionController): void {
  const { socketWanted, socketEpoch } = useAtomValue(sessionAtom);
  const childWindow = isChildWindow(window.location.pathname);

  // The tabs of this browser choose one audio tab (state/audioTab.ts); a -child window is always a companion.
  useEffect(() => {
    if (childWindow) {
      store.set(audioTabAtom, 'companion');
      return;
    }
    const election = joinAudioTabElection(browserLocks());
    return () => election.stop();
  }, [childWindow]);

  useEffect(() => {
    if (!socketWanted) return;
    // WebSocket's handler properties take an Event; SocketLike takes unknown, which is the wider contract.
    let asCompanion = true;
    const client = new SocketClient({
      connect: () => new WebSocket(socketUrl(window.location)) as unknown as SocketLike,
      intakeBudget: animationFrameIntake,
      // A -child window (SPEC §2, a follow window say) and a tab other than the audio tab watch beside it.
      companion: () => (asCompanion = childWindow || store.get(audioTabAtom) !== 'audio'),
    });
    // The audio tab owns the account on the platform: its calls, tones and messages come to it. A
    // tab that logged in as a companion and then became the audio tab takes the account over.
    const takeAccount = () => {
      if (childWindow || !asCompanion || store.get(audioTabAtom) !== 'audio') return;
      client.command('takeAccount', {}).then(
        () => (asCompanion = false),
        () => undefined, // offline now: the next login claims it anyway
      );
    };
    const online = client.status$.subscribe((status) => status === 'online' && takeAccount());
    const unsubscribeRole = store.sub(audioTabAtom, takeAccount);
    const unbind = controller.bind(client);
    return () => {
      online.unsubscribe();
      unsubscribeRole();
      unbind();
      client.close();
    };
  }, [controller, socketWanted, socketEpoch, childWindow]);
}
