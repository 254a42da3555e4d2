import type { Language } from '../../state/settings.ts';
import type { MessageKey } from '../../ui/index.ts';

/**
 * The console's keys: the union of every catalogue that adds itself to the design system's
 * MessageCatalogues (src/ui/i18n.tsx), each feature's messages/en-US.ts and the shell's own.
 */
export type { MessageKey };

/** A language's messages: every key (the type claims it; a unit test checks that the parts add up to it). */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** A language's catalogues by the file that holds each (./shell/…, ../../../features/<name>/messages/…). */
export type CatalogueParts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Each language's catalogues are a chunk of their own, loaded when the language is chosen: a console
 * parses one language's strings at start-up, not six (about half a megabyte of strings less). The
 * features' files in it are found by a glob in messages/<language>.ts, not listed here.
 */
export const CATALOGUE_PARTS: Readonly<Record<Language, () => Promise<CatalogueParts>>> = {
  'zh-CN': () => import('./messages/zh-CN.ts').then((module) => module.zhCN),
  'en-US': () => import('./messages/en-US.ts').then((module) => module.enUS),
  'tr-TR': () => import('./messages/tr-TR.ts').then((module) => module.trTR),
  'es-ES': () => import('./messages/es-ES.ts').then((module) => module.esES),
  'fr-FR': () => import('./messages/fr-FR.ts').then((module) => module.frFR),
  'ru-RU': () => import('./messages/ru-RU.ts').then((module) => module.ruRU),
};

/** One language's messages: its parts merged (no key is in two of them, a unit test checks). */
const merged = (parts: CatalogueParts): Catalogue => Object.assign({}, ...Object.values(parts)) as Catalogue;

export const CATALOGUE_LOADERS: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  'zh-CN': () => CATALOGUE_PARTS['zh-CN']().then(merged),
  'en-US': () => CATALOGUE_PARTS['en-US']().then(merged),
  'tr-TR': () => CATALOGUE_PARTS['tr-TR']().then(merged),
  'es-ES': () => CATALOGUE_PARTS['es-ES']().then(merged),
  'fr-FR': () => CATALOGUE_PARTS['fr-FR']().then(merged),
  'ru-RU': () => CATALOGUE_PARTS['ru-RU']().then(merged),
};
