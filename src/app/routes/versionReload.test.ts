import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION, versionReloadTarget } from './versionReload.ts';

const base = { hasOpener: false, reloadedFor: null, version: '2.4.1' };

describe('versionReloadTarget', () => {
  it('adds the version parameter, keeping path and query', () => {
    expect(versionReloadTarget({ ...base, href: 'http://host/home?x=1' })).toBe('http://host/home?x=1&v=2.4.1');
  });

  it('replaces a stale version', () => {
    expect(versionReloadTarget({ ...base, href: 'http://host/login?v=2.4.0' })).toBe('http://host/login?v=2.4.1');
  });

  it('stays when the version matches, an auto-login key is present, or an opener exists', () => {
    expect(versionReloadTarget({ ...base, href: 'http://host/login?v=2.4.1' })).toBeNull();
    expect(versionReloadTarget({ ...base, href: 'http://host/login?autoLoginKey=abc' })).toBeNull();
    expect(versionReloadTarget({ ...base, href: 'http://host/diagnostics-child', hasOpener: true })).toBeNull();
  });

  it('never reloads twice for the same version in one tab', () => {
    expect(versionReloadTarget({ ...base, href: 'http://host/home', reloadedFor: '2.4.1' })).toBeNull();
    expect(versionReloadTarget({ ...base, href: 'http://host/home', reloadedFor: '2.4.0' })).not.toBeNull();
  });
});

describe('CLIENT_VERSION', () => {
  it('matches the package version', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CLIENT_VERSION).toBe(manifest.version);
  });
});
