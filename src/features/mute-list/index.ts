/** The mute list (SPEC §3, §7): terminals whose voice a dispatcher does not want to hear. */
export { muteListAtom, mutedTerminalsAtom } from './atoms.ts';
export { MuteListProvider, useMuteControls, type MuteControls } from './MuteListProvider.tsx';
export { MuteToggle } from './components/MuteToggle.tsx';
export { MutedTerminals } from './components/MutedTerminals.tsx';
export type { MuteDs } from './model.ts';
