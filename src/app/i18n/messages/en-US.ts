import { messages as settings } from './settings/en-US.ts';
import { messages as shell } from './shell/en-US.ts';

/**
 * English (United States), the default language, whose catalogues define the keys, by file: the
 * shell's own two catalogues and every feature's src/features/<name>/messages/en-US.ts, found by
 * the glob and bundled into this language's chunk.
 */
export const enUS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/en-US.ts': shell,
  './settings/en-US.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/en-US.ts', { eager: true, import: 'messages' }),
};
