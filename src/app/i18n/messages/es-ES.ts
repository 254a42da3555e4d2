import { messages as settings } from './settings/es-ES.ts';
import { messages as shell } from './shell/es-ES.ts';

/**
 * Español (España), by file: the shell's own two catalogues and every feature's
 * src/features/<name>/messages/es-ES.ts, found by the glob and bundled into this language's chunk.
 */
export const esES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/es-ES.ts': shell,
  './settings/es-ES.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/es-ES.ts', { eager: true, import: 'messages' }),
};
