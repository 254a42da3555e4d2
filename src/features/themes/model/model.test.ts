import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB_COLOR, ThemeRefusal, type CustomTheme } from '../../../../protocol/index.ts';
import { checkTheme, failureKey, formOf, inputOf } from './model.ts';

describe('skin form', () => {
  it('starts a new skin on the given host with the dark teal tab colour', () => {
    const form = formOf(null, 'console.example');
    expect(form).toMatchObject({ hostname: 'console.example', tabColor: DEFAULT_TAB_COLOR, sysName: '' });
    expect(checkTheme(form)).toEqual({ sysName: 'themes.error.sysName.required' });
  });

  it('splits the remark into its colours and builds it back', () => {
    const theme = { ...inputOf({ ...formOf(null, 'a.example'), sysName: 'A', loginFrameColor: '#111111', logoPageBg: '#222222' }), updatedBy: '20000001', time: 1 } satisfies CustomTheme;
    expect(JSON.parse(theme.remark)).toEqual({ logoPageBg: '#222222', loginFrameColor: '#111111' });
    expect(formOf(theme, 'ignored')).toMatchObject({ hostname: 'a.example', logoPageBg: '#222222', loginFrameColor: '#111111' });
  });

  it('names each broken rule', () => {
    const form = { ...formOf(null, 'Bad Host'), sysName: 'x'.repeat(41), themeColor: 'red', logoPageBg: 'blue', cssUrl: '//cdn.example/x.css', copyright: 'c'.repeat(101) };
    expect(checkTheme(form)).toEqual({
      hostname: 'themes.error.hostname.invalid',
      sysName: 'themes.error.sysName.tooLong',
      themeColor: 'themes.error.color',
      logoPageBg: 'themes.error.color',
      cssUrl: 'themes.error.cssUrl.invalid',
      copyright: 'themes.error.copyright.tooLong',
    });
  });
});

describe("the platform's refusals", () => {
  it('names each in the user\'s language: a host another organisation skinned is its own message', () => {
    expect(failureKey('409', ThemeRefusal.HostTaken)).toBe('themes.error.hostTaken');
    expect(failureKey('400', ThemeRefusal.TooMany)).toBe('themes.error.tooMany');
    expect(failureKey('404', ThemeRefusal.Unknown)).toBe('themes.error.unknown');
    expect(failureKey('500', 'boom')).toBe('themes.error.failed');
  });
});
