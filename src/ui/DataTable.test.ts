import { describe, expect, it } from 'vitest';
import { cellTitle } from './DataTable.tsx';

describe('a text cell\'s tooltip', () => {
  it('is its plain text content, or the title given', () => {
    expect(cellTitle('Dispatcher One (20000001)')).toBe('Dispatcher One (20000001)');
    expect(cellTitle(42)).toBe('42');
    expect(cellTitle('short', 'the whole value')).toBe('the whole value');
  });
  it('is absent for empty text and for content that is not plain text, unless given', () => {
    expect(cellTitle('')).toBeUndefined();
    expect(cellTitle(null)).toBeUndefined();
    expect(cellTitle(['a', 'b'])).toBeUndefined();
    expect(cellTitle('x', '')).toBeUndefined();
  });
});
