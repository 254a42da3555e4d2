import { z } from 'zod';
import { emailKey, RecoveryLimits, type ClientInfo, type VerifyPurpose } from '../../../protocol/index.ts';
import type { RecoveryEvent } from './recovery-events.ts';

export type IssuedCode = {
  readonly email: string;
  readonly purpose: VerifyPurpose;
  readonly codeHash: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly failures: number;
};

/** Bound e-mails, the outstanding code of each account, auto-login keys and client reports. */
export type RecoveryBook = {
  /** The bound address as typed, by msId. */
  readonly emails: Map<string, string>;
  /** msId by lower-cased address: uniqueness. */
  readonly owners: Map<string, string>;
  /** The latest code of each account (a new one replaces it). */
  readonly codes: Map<string, IssuedCode>;
  /** When a code of a purpose last went to an account or an address: the resend limit (sendKeys). */
  readonly lastSent: Map<string, number>;
  /** `${hostname} ${keyHash}` → msId. */
  readonly autoLogin: Map<string, string>;
  readonly clients: Map<string, ClientInfo & { readonly time: number }>;
};

export const emptyRecoveryBook = (): RecoveryBook => ({ emails: new Map(), owners: new Map(), codes: new Map(), lastSent: new Map(), autoLogin: new Map(), clients: new Map() });

/** The resend limit counts per purpose: asking for the same thing again, by account and by address. */
export const sendKeys = (msId: string, email: string, purpose: number): readonly [string, string] => [`uid ${purpose} ${msId}`, `to ${purpose} ${emailKey(email)}`];

export const autoLoginSlot = (hostname: string, keyHash: string): string => `${hostname.toLowerCase()} ${keyHash}`;

type BookEvent = Exclude<RecoveryEvent, { type: 'account.unlocked' }>;

/** Applies an event at its log time. Pure apart from the maps it updates. */
export function applyToRecovery(book: RecoveryBook, event: BookEvent, time: number): void {
  switch (event.type) {
    case 'recovery.emailBound': {
      const previous = book.emails.get(event.msId);
      if (previous) book.owners.delete(emailKey(previous));
      book.emails.set(event.msId, event.email);
      book.owners.set(emailKey(event.email), event.msId);
      book.codes.delete(event.msId);
      return;
    }
    case 'recovery.codeIssued':
      book.codes.set(event.msId, { email: event.email, purpose: event.purpose as VerifyPurpose, codeHash: event.codeHash, issuedAt: time, expiresAt: event.expiresAt, failures: 0 });
      for (const key of sendKeys(event.msId, event.email, event.purpose)) book.lastSent.set(key, time);
      forgetOldSends(book, time);
      return;
    case 'recovery.codeFailed': {
      const code = book.codes.get(event.msId);
      if (!code) return;
      if (code.failures + 1 >= RecoveryLimits.maxCodeFailures) book.codes.set(event.msId, { ...code, failures: code.failures + 1, expiresAt: time });
      else book.codes.set(event.msId, { ...code, failures: code.failures + 1 });
      return;
    }
    case 'recovery.codeUsed': {
      const code = book.codes.get(event.msId);
      // Kept (expired) so the resend limit still counts from its issue time.
      if (code) book.codes.set(event.msId, { ...code, expiresAt: Math.min(code.expiresAt, time) });
      return;
    }
    case 'autoLogin.keySet': {
      const slot = autoLoginSlot(event.hostname, event.keyHash);
      if (event.msId === null) book.autoLogin.delete(slot);
      else book.autoLogin.set(slot, event.msId);
      return;
    }
    case 'client.infoReported':
      book.clients.set(event.msId, { cid: event.cid, ver: event.ver, os: event.os, time });
      return;
  }
}

/** Send times older than the resend limit decide nothing: bounded memory. */
function forgetOldSends(book: RecoveryBook, time: number): void {
  for (const [key, at] of book.lastSent) if (time - at >= RecoveryLimits.resendMs) book.lastSent.delete(key);
}

const IssuedCodeJson = z.object({ email: z.string(), purpose: z.number().int(), codeHash: z.string(), issuedAt: z.number(), expiresAt: z.number(), failures: z.number().int() });

export const RecoveryBookJsonSchema = z.object({
  emails: z.array(z.tuple([z.string(), z.string()])),
  codes: z.array(z.tuple([z.string(), IssuedCodeJson])),
  lastSent: z.array(z.tuple([z.string(), z.number()])),
  autoLogin: z.array(z.tuple([z.string(), z.string()])),
  clients: z.array(z.tuple([z.string(), z.object({ cid: z.string(), ver: z.string(), os: z.string(), time: z.number() })])),
});
export type RecoveryBookJson = z.infer<typeof RecoveryBookJsonSchema>;

export const recoveryBookToJson = (book: RecoveryBook): RecoveryBookJson => ({
  emails: [...book.emails],
  codes: [...book.codes],
  lastSent: [...book.lastSent],
  autoLogin: [...book.autoLogin],
  clients: [...book.clients],
});

export function recoveryBookFromJson(json: RecoveryBookJson): RecoveryBook {
  return {
    emails: new Map(json.emails),
    owners: new Map(json.emails.map(([msId, email]) => [emailKey(email), msId])),
    codes: new Map(json.codes.map(([msId, code]) => [msId, { ...code, purpose: code.purpose as VerifyPurpose }])),
    lastSent: new Map(json.lastSent),
    autoLogin: new Map(json.autoLogin),
    clients: new Map(json.clients),
  };
}
