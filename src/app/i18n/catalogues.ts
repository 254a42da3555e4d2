import type { Language } from '../../state/settings.ts';
import type { Catalogue, MessageKey } from './messages/en-US.ts';

export type { Catalogue, MessageKey };

/** A distinct name: inside the augmentation below, MessageKey would mean the design system's own. */
type CatalogueKey = MessageKey;

// Narrows the design system's MessageKey to this catalogue, so an unknown key fails to compile.
declare module '../../ui/i18n.tsx' {
  interface MessageRegistry {
    key: CatalogueKey;
  }
}

/**
 * Each language's catalogue is a chunk of its own, loaded when the language is chosen: a console
 * parses one catalogue at start-up, not six (about half a megabyte of strings less).
 */
export const CATALOGUE_LOADERS: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  'zh-CN': () => import('./messages/zh-CN.ts').then((module) => module.zhCN),
  'en-US': () => import('./messages/en-US.ts').then((module) => module.enUS),
  'tr-TR': () => import('./messages/tr-TR.ts').then((module) => module.trTR),
  'es-ES': () => import('./messages/es-ES.ts').then((module) => module.esES),
  'fr-FR': () => import('./messages/fr-FR.ts').then((module) => module.frFR),
  'ru-RU': () => import('./messages/ru-RU.ts').then((module) => module.ruRU),
};
