import { messages as settings } from './settings/ru-RU.ts';
import { messages as shell } from './shell/ru-RU.ts';

/**
 * Русский, by file: the shell's own two catalogues and every feature's
 * src/features/<name>/messages/ru-RU.ts, found by the glob and bundled into this language's chunk.
 */
export const ruRU: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/ru-RU.ts': shell,
  './settings/ru-RU.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/ru-RU.ts', { eager: true, import: 'messages' }),
};
