import { createContext, useContext } from 'react';
import type { SendCommand } from '../../voice/index.ts';

const SendCommandContext = createContext<SendCommand | null>(null);

/** The session's socket commands for the tree's and the list's actions (group switch, remote switch). */
export const SendCommandProvider = SendCommandContext.Provider;

/** null outside a SendCommandProvider: the actions then stay disabled. */
export const useSendCommand = (): SendCommand | null => useContext(SendCommandContext);
