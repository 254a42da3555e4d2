import { messages as settings } from './settings/fr-FR.ts';
import { messages as shell } from './shell/fr-FR.ts';

/**
 * Français (France), by file: the shell's own two catalogues and every feature's
 * src/features/<name>/messages/fr-FR.ts, found by the glob and bundled into this language's chunk.
 */
export const frFR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/fr-FR.ts': shell,
  './settings/fr-FR.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/fr-FR.ts', { eager: true, import: 'messages' }),
};
