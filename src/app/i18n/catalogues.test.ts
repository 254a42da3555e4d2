import { createIntl } from '@formatjs/intl';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../state/settings.ts';
import { CATALOGUE_LOADERS, CATALOGUE_PARTS, type Catalogue, type CatalogueParts } from './catalogues.ts';

const CATALOGUES = Object.fromEntries(await Promise.all(Object.entries(CATALOGUE_LOADERS).map(async ([language, load]) => [language, await load()] as const))) as Record<keyof typeof CATALOGUE_LOADERS, Catalogue>;
const PARTS = Object.fromEntries(await Promise.all(Object.entries(CATALOGUE_PARTS).map(async ([language, load]) => [language, await load()] as const))) as Record<keyof typeof CATALOGUE_PARTS, CatalogueParts>;
const enUS = CATALOGUES['en-US'];

/** The features that have a messages/ folder, read from the disk rather than by the glob under test. */
const FEATURES = path.resolve(import.meta.dirname, '../../features');
const featuresWithMessages = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(FEATURES, entry.name)).includes('messages'))
  .map((entry) => entry.name)
  .sort();

/** ICU argument names of a message, plural and select branches included. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  let at = 0;
  const readUntil = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at]!)) at += 1;
    return message.slice(start, at).trim();
  };
  const skipBlock = () => {
    for (let depth = 1; depth > 0 && at < message.length; at += 1) {
      if (message[at] === '{') depth += 1;
      else if (message[at] === '}') depth -= 1;
    }
  };
  const text = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') {
        at += 1;
        argument();
      } else at += 1;
    }
  };
  const argument = (): void => {
    names.add(readUntil(',}'));
    if (message[at] === '}') return void (at += 1);
    at += 1;
    const type = readUntil(',}');
    if (!['plural', 'select', 'selectordinal'].includes(type)) return skipBlock();
    at += 1;
    while (at < message.length) {
      readUntil('{}');
      if (message[at] === '}') return void (at += 1);
      at += 1;
      text();
      at += 1;
    }
  };
  text();
  return [...names].sort();
}

const keys = Object.keys(enUS).sort();

describe('message catalogues', () => {
  it('exist for exactly the six languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of en-US', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)('%s uses the same placeholders as en-US in every message', (language) => {
    const catalogue = CATALOGUES[language];
    const differing = keys.filter(
      (key) => placeholdersOf(catalogue[key as keyof typeof catalogue]).join() !== placeholdersOf(enUS[key as keyof typeof enUS]).join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-US'))('%s is a translation, not a copy of English', (language) => {
    const catalogue = CATALOGUES[language];
    const copied = keys.filter((key) => catalogue[key as keyof typeof catalogue] === enUS[key as keyof typeof enUS]);
    // Brand and product names (OpenStreetMap, Amap) and a few words shared with English stay as they are.
    expect(copied.length).toBeLessThan(keys.length * 0.05);
  });

  it.each(LANGUAGES)('%s formats every message without error', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: language, messages: CATALOGUES[language], onError: (error) => errors.push(error) });
    const values = { index: 2, online: 3, total: 7, count: 2, level: 4, max: 5, min: 8, code: '500', group: 'Ops', groups: 'Ops, Port', key: 'F2', seconds: 42, position: 1, reason: 'busy', name: 'NPA-05', speed: 12.5, value: 3.2, degrees: 270, metres: 14.5, who: 'Dispatcher One', time: '10:42:07', operation: 'Online', subject: 'Ops', msId: '10000001', fence: 'Depot', missing: 1, page: 2, pages: 3, host: 'skin.example', length: 32, field: 'Name', problem: 'Required.', account: '20000001', normal: 2, abnormal: 1, waiting: 4, email: 'dispatch@example.com', minutes: 10, scale: 50, kb: 32, done: 3, plate: 'SCH-001', url: 'http://127.0.0.1:8765/help/mobile-app.apk', transmissions: 2, fixes: 60, events: 5, sources: 'track', id: 7, start: '10:00', end: '10:30', names: 'NPA-01, NPA-02', range: 'Last 3 days', month: 'December 2026', lat: '39.491100', lng: '-0.348372', remark: 'Called back' };
    for (const key of keys) expect(intl.formatMessage({ id: key }, values)).not.toMatch(/[{}]/);
    expect(errors).toEqual([]);
  });

  it('has a catalogue in every language for each feature with a messages/ folder, and nothing else there', () => {
    expect(featuresWithMessages.length).toBeGreaterThan(30);
    for (const feature of featuresWithMessages) {
      expect(readdirSync(path.join(FEATURES, feature, 'messages')).sort(), feature).toEqual(LANGUAGES.map((language) => `${language}.ts`).sort());
    }
  });

  it.each(LANGUAGES)("%s picks up every feature's messages/ file by the glob, besides the shell's own two", (language) => {
    const files = Object.keys(PARTS[language]).sort();
    expect(files).toEqual(
      [`./settings/${language}.ts`, `./shell/${language}.ts`, ...featuresWithMessages.map((feature) => `../../../features/${feature}/messages/${language}.ts`)].sort(),
    );
  });

  it.each(LANGUAGES)('%s has the keys of all its files, none defined by two of them', (language) => {
    const parts = Object.entries(PARTS[language]);
    const owners = new Map<string, string[]>();
    for (const [file, part] of parts) for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(Object.keys(CATALOGUES[language]).length).toBe(parts.reduce((sum, [, part]) => sum + Object.keys(part).length, 0));
    // Each feature's own keys are in, e.g. individual calls' and their merged video calls'.
    expect(CATALOGUES[language]).toHaveProperty(['calls.title']);
    expect(CATALOGUES[language]).toHaveProperty(['videoCalls.call']);
  });

  it('finds placeholders in plural branches', () => {
    expect(placeholdersOf('{count, plural, one {# of {total}} other {{online} of #}} for {name}')).toEqual(['count', 'name', 'online', 'total']);
  });
});
