import { useEffect } from 'react';
import { SocketClient, type SocketLike } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
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
  useEffect(() => {
    if (!socketWanted) return;
    // WebSocket's handler properties take an Event; SocketLike takes unknown, which is the wider contract.
    const client = new SocketClient({
      connect: () => new WebSocket(socketUrl(window.location)) as unknown as SocketLike,
      intakeBudget: animationFrameIntake,
      // A -child window (SPEC §2, a follow window say) watches beside the main console, not instead of it.
      companion: isChildWindow(window.location.pathname),
    });
    const unbind = controller.bind(client);
    return () => {
      unbind();
      client.close();
    };
  }, [controller, socketWanted, socketEpoch]);
}
