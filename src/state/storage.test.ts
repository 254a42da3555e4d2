import { describe, expect, it } from 'vitest';
import { createStoredValues, memoryBackend, STORAGE_EVENT } from './storage.ts';

const asNumber = (raw: unknown) => (typeof raw === 'number' ? raw : undefined);

describe('stored values', () => {
  it('keeps values as JSON under their key', () => {
    const backend = memoryBackend();
    const values = createStoredValues(backend, new EventTarget());
    values.write('volume', 42);
    expect(backend.getItem('volume')).toBe('42');
    expect(values.read('volume', asNumber)).toBe(42);
  });

  it('answers undefined for missing, unparseable or rejected values', () => {
    const backend = memoryBackend();
    const values = createStoredValues(backend, new EventTarget());
    expect(values.read('volume', asNumber)).toBeUndefined();
    backend.setItem('volume', '{not json');
    expect(values.read('volume', asNumber)).toBeUndefined();
    backend.setItem('volume', '"loud"');
    expect(values.read('volume', asNumber)).toBeUndefined();
  });

  it('fires the poc-storage event on every set and remove', () => {
    const target = new EventTarget();
    const values = createStoredValues(memoryBackend(), target);
    const seen: string[] = [];
    target.addEventListener(STORAGE_EVENT, (event) => seen.push((event as CustomEvent<{ key: string }>).detail.key));
    values.write('theme', 'light');
    values.remove('theme');
    expect(seen).toEqual(['theme', 'theme']);
  });

  it('reports local and other-tab changes to subscribers until they unsubscribe', () => {
    const target = new EventTarget();
    const values = createStoredValues(memoryBackend(), target);
    const seen: string[] = [];
    const unsubscribe = values.subscribe((key) => seen.push(key));
    values.write('language', 'fr-FR');
    const otherTab = Object.assign(new Event('storage'), { key: 'theme' });
    target.dispatchEvent(otherTab);
    unsubscribe();
    values.write('language', 'ru-RU');
    expect(seen).toEqual(['language', 'theme']);
  });

  it('survives a storage that throws (quota, privacy mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const values = createStoredValues(broken, new EventTarget());
    expect(() => values.write('volume', 1)).not.toThrow();
    expect(values.read('volume', asNumber)).toBeUndefined();
  });
});
