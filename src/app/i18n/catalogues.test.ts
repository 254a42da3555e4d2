import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../state/settings.ts';
import { CATALOGUE_LOADERS, type Catalogue } from './catalogues.ts';
import { enUS } from './messages/en-US.ts';

const CATALOGUES = Object.fromEntries(await Promise.all(Object.entries(CATALOGUE_LOADERS).map(async ([language, load]) => [language, await load()] as const))) as Record<keyof typeof CATALOGUE_LOADERS, Catalogue>;

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

  it('finds placeholders in plural branches', () => {
    expect(placeholdersOf('{count, plural, one {# of {total}} other {{online} of #}} for {name}')).toEqual(['count', 'name', 'online', 'total']);
  });
});
