import { createContext, useContext } from 'react';
import type { VideoResolution } from '../../../../protocol/index.ts';

/** What views may do with calls; the engine itself stays inside the provider. */
export type CallControls = {
  place(to: string, name?: string): void;
  /** A video call at a SPEC §4 resolution (360p when none is given). */
  placeVideo(to: string, name?: string, resolution?: VideoResolution): void;
  /** Environment monitoring: listen to a terminal's microphone, receive-only, with no sign on the terminal. */
  listen(to: string, name?: string): void;
  setMuted(muted: boolean): void;
  answer(): void;
  decline(): void;
  hangup(): void;
  dismiss(): void;
  /** RMS 0-1 of the other party's audio now. */
  remoteLevel(): number;
  /** invite → ack and invite → media up of the last call, in ms (null until known). */
  setupTimes(): { connectedMs: number | null; mediaMs: number | null };
  /** Several dispatchers: hands the connected call with a terminal to another dispatcher; the refusal's code and desc, or null. */
  handOver(to: string): Promise<{ code: string; desc: string } | null>;
};

export const CallsContext = createContext<CallControls | null>(null);

/** The call controls, or null outside a CallsProvider (or before the dispatcher is signed in). */
export function useCallControls(): CallControls | null {
  return useContext(CallsContext);
}
