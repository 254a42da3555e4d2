/**
 * The non-secret marker cookie that tells the route guard a session exists. The token itself is
 * an HttpOnly cookie script cannot read; this one says nothing but "signed in" and expires with it.
 */
import { Limits } from '../../../protocol/index.ts';

export const SESSION_MARKER = 'poc_session';

const MAX_AGE_S = Limits.tokenCookieDays * 24 * 60 * 60;

export const hasMarker = (cookies: string): boolean =>
  cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_MARKER}=1`);

export const markerCookie = (secure: boolean): string =>
  `${SESSION_MARKER}=1; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;

export const clearedMarkerCookie = (): string => `${SESSION_MARKER}=; Max-Age=0; Path=/; SameSite=Strict`;

export type SessionMarker = { present(): boolean; set(): void; clear(): void };

export const documentMarker: SessionMarker = {
  present: () => hasMarker(document.cookie),
  set: () => {
    document.cookie = markerCookie(window.location.protocol === 'https:');
  },
  clear: () => {
    document.cookie = clearedMarkerCookie();
  },
};
