import { describe, expect, it } from 'vitest';
import { importMessageKey, openContent, sealContent } from './messageCrypto.ts';
import { ContentBsSchema, messageTextProblem } from './messages.ts';
import { newKeyMaterial, SECRET_KEY_PATTERN } from './secretKeys.ts';

describe('message content sealing', () => {
  it('round-trips with a fresh IV each time, and refuses another key or a changed byte', async () => {
    const key = await importMessageKey('1', newKeyMaterial());
    const one = await sealContent(key, 'Gate 4 — 门 4');
    const two = await sealContent(key, 'Gate 4 — 门 4');
    expect(ContentBsSchema.parse(one)).toEqual(one);
    expect(one.iv).not.toBe(two.iv);
    expect(await openContent(new Map([['1', key]]), one)).toBe('Gate 4 — 门 4');
    const other = await importMessageKey('1', newKeyMaterial());
    expect(await openContent(new Map([['1', other]]), one)).toBeNull();
    const flipped = { ...one, data: (one.data[0] === 'A' ? 'B' : 'A') + one.data.slice(1) };
    expect(await openContent(new Map([['1', key]]), flipped)).toBeNull();
    expect(await openContent(new Map(), one)).toBeNull();
  });

  it('derives the same key from the same material (a terminal and the console agree)', async () => {
    const material = newKeyMaterial();
    expect(material).toMatch(SECRET_KEY_PATTERN);
    const sealed = await sealContent(await importMessageKey('7', material), 'hello');
    expect(await openContent(new Map([['7', await importMessageKey('7', material)]]), sealed)).toBe('hello');
  });
});

describe('message text (SPEC §5)', () => {
  it('not empty, no illegal characters, at most 500', () => {
    expect(messageTextProblem('  ')).toBe('empty');
    expect(messageTextProblem('a<b')).toBe('illegal');
    expect(messageTextProblem('bell\u0007')).toBe('illegal');
    expect(messageTextProblem('half \ud800 pair')).toBe('illegal');
    expect(messageTextProblem('x'.repeat(501))).toBe('tooLong');
    expect(messageTextProblem('line one\nline two 👍')).toBeNull();
  });
});
