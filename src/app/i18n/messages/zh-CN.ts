import { messages as settings } from './settings/zh-CN.ts';
import { messages as shell } from './shell/zh-CN.ts';

/**
 * 简体中文, by file: the shell's own two catalogues and every feature's
 * src/features/<name>/messages/zh-CN.ts, found by the glob and bundled into this language's chunk.
 */
export const zhCN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  './shell/zh-CN.ts': shell,
  './settings/zh-CN.ts': settings,
  ...import.meta.glob<Readonly<Record<string, string>>>('../../../features/*/messages/zh-CN.ts', { eager: true, import: 'messages' }),
};
