/** The mute list (SPEC §3, §7): terminals whose voice a dispatcher does not want to hear. */
export { muteListAtom, mutedTerminalsAtom } from './model/atoms.ts';
export { MuteListProvider, useMuteControls, type MuteControls } from './model/MuteListProvider.tsx';
export { MuteToggle } from './components/MuteToggle.tsx';
export { MutedTerminals } from './components/MutedTerminals.tsx';
export type { MuteDs } from './model/model.ts';
