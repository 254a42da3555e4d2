import { useEffect } from 'react';
import { SocketClient, type SocketLike } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
import { animationFrameIntake } from '../../state/frameBuffer.ts';
import type { SessionController } from './sessionController.ts';

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
    const client = new SocketClient({ connect: () => new WebSocket(socketUrl(window.location)) as unknown as SocketLike, intakeBudget: animationFrameIntake });
    const unbind = controller.bind(client);
    return () => {
      unbind();
      client.close();
    };
  }, [controller, socketWanted, socketEpoch]);
}
