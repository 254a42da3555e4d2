import { atom } from '../../../state/jotai.ts';
import { IDLE_VIEW, type CallView } from './model.ts';
import type { HandledCall } from './handledCalls.ts';

/** The call under way or just ended, as the dialog shows it (plain data; the engine lives in CallsProvider). */
export const callViewAtom = atom<CallView>(IDLE_VIEW);
/** Calls between a terminal and a dispatcher under way, by call id, with who handles each (handledCalls.ts). */
export const handledCallsAtom = atom<ReadonlyMap<string, HandledCall>>(new Map());
/** A call another dispatcher handed to this console: the terminal to invite (set by bindHandledCalls, taken by CallsProvider). */
export const handedCallAtom = atom<{ readonly terminal: string; readonly terminalName: string; readonly media: 'audio' | 'video' } | null>(null);
