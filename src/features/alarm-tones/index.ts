/** Alarm tones (SPEC §3 Tone, §7 /ds/tone): the dispatcher's tone library and sending a tone to a terminal or group. */
export { AlarmTonesProvider, type AlarmTonesProviderProps } from './model/AlarmTonesProvider.tsx';
export { AlarmTonesButton } from './components/AlarmTonesButton.tsx';
export { SendToneMenu } from './components/SendToneMenu.tsx';
export { myTonesAtom } from './model/atoms.ts';
