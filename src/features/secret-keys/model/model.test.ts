import { describe, expect, it } from 'vitest';
import { newKeyMaterial } from '../../../../protocol/index.ts';
import { checkKeyForm, maskedKey, refusalKey } from './model.ts';

describe('key form', () => {
  it('accepts exactly 32 digits and capital letters', () => {
    expect(checkKeyForm({ name: 'Night', key: newKeyMaterial(), active: false }, true)).toEqual({});
    expect(checkKeyForm({ name: ' ', key: '', active: false }, true)).toEqual({ name: 'secretKeys.error.nameRequired', key: 'secretKeys.error.key.required' });
    expect(checkKeyForm({ name: 'n'.repeat(41), key: 'A'.repeat(31), active: false }, true)).toEqual({ name: 'secretKeys.error.nameTooLong', key: 'secretKeys.error.key.length' });
    expect(checkKeyForm({ name: 'Night', key: 'a'.repeat(32), active: false }, true)).toEqual({ key: 'secretKeys.error.key.alphabet' });
    expect(checkKeyForm({ name: 'Night', key: '', active: false }, false)).toEqual({});
  });

  it('names the platform refusals and shows only the ends of a key', () => {
    expect(refusalKey('409', 'key:exists')).toBe('secretKeys.error.exists');
    expect(refusalKey('409', 'id:active')).toBe('secretKeys.error.activeDelete');
    expect(refusalKey('403', 'caller:not-dispatcher')).toBe('secretKeys.error.permission');
    expect(maskedKey('ABCD0000000000000000000000001234')).toBe('ABCD••••••••1234');
  });
});
