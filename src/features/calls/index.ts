/** Individual voice and video calls: the provider that owns the call engine, its panel, and a per-terminal call button. */
export { CallsProvider, type CallsProviderProps } from './CallsProvider.tsx';
export { useCallControls, type CallControls } from './model/callControls.ts';
export { CallButton, type CallButtonProps } from './components/CallButton.tsx';
export { VideoCallButton } from './components/VideoCallButton.tsx';
export { callViewAtom } from './model/atoms.ts';
export type { CallView } from './model/model.ts';
export { bindHandledCalls } from './bindHandledCalls.ts';
export { HandledCalls } from './components/HandledCalls.tsx';
/** Its socket listeners, for the shell (the shell reads manifest.ts itself). */
export { manifest } from './manifest.ts';
