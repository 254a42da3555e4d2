import { TerminalType } from '../../../protocol/index.ts';
import type { TerminalRecord } from '../../state/fleet.ts';

/** What most pickers accept: any terminal but a dispatcher (messages, SMS, fences, jobs). */
export const notDispatcher = (terminal: TerminalRecord): boolean => terminal.type !== TerminalType.Dispatcher;
