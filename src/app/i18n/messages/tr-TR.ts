import { messages as settings } from './settings/tr-TR.ts';
import { messages as shell } from './shell/tr-TR.ts';

/**
 * Türkçe, by file: the shell's own two catalogues and every feature's
 * src/features/<name>/messages/tr-TR.ts, found by the glob and bundled into this language's chunk.
 */
export const trTR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/tr-TR.ts': shell,
  './settings/tr-TR.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/tr-TR.ts', { eager: true, import: 'messages' }),
};
