import { describe, expect, it } from 'vitest';
import { clearedMarkerCookie, hasMarker, markerCookie } from './sessionMarker.ts';

describe('session marker cookie', () => {
  it('is found among other cookies and only with the value 1', () => {
    expect(hasMarker('a=b; poc_session=1; c=d')).toBe(true);
    expect(hasMarker('poc_session=1')).toBe(true);
    expect(hasMarker('poc_session=0; x_poc_session=1')).toBe(false);
    expect(hasMarker('')).toBe(false);
  });

  it('lasts one day, strict same-site, whole path; Secure only over HTTPS', () => {
    expect(markerCookie(false)).toBe('poc_session=1; Max-Age=86400; Path=/; SameSite=Strict');
    expect(markerCookie(true)).toMatch(/; Secure$/);
  });

  it('is cleared by an expired cookie of the same name and path', () => {
    expect(clearedMarkerCookie()).toBe('poc_session=; Max-Age=0; Path=/; SameSite=Strict');
  });
});
