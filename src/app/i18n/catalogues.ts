import type { Language } from '../../state/settings.ts';
import { enUS, type Catalogue, type MessageKey } from './messages/en-US.ts';
import { esES } from './messages/es-ES.ts';
import { frFR } from './messages/fr-FR.ts';
import { ruRU } from './messages/ru-RU.ts';
import { trTR } from './messages/tr-TR.ts';
import { zhCN } from './messages/zh-CN.ts';

export type { Catalogue, MessageKey };

/** A distinct name: inside the augmentation below, MessageKey would mean the design system's own. */
type CatalogueKey = MessageKey;

// Narrows the design system's MessageKey to this catalogue, so an unknown key fails to compile.
declare module '../../ui/i18n.tsx' {
  interface MessageRegistry {
    key: CatalogueKey;
  }
}

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'tr-TR': trTR,
  'es-ES': esES,
  'fr-FR': frFR,
  'ru-RU': ruRU,
};
