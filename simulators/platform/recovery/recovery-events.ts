import { z } from 'zod';

/**
 * The log's account recovery and sign-in events. Private: e-mail addresses, code hashes and keys
 * never leave the emulator. Codes are kept as SHA-256 only, so the log grants nothing by itself.
 */
const MsId = z.string().regex(/^\d{8}$/);
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const EmailBound = z.object({ type: z.literal('recovery.emailBound'), msId: MsId, email: z.string().max(254) });
const CodeIssued = z.object({
  type: z.literal('recovery.codeIssued'),
  msId: MsId,
  email: z.string().max(254),
  purpose: z.number().int().min(1).max(3),
  codeHash: Sha256,
  expiresAt: z.number().int(),
});
/** A wrong code; the fifth voids it. */
const CodeFailed = z.object({ type: z.literal('recovery.codeFailed'), msId: MsId });
const CodeUsed = z.object({ type: z.literal('recovery.codeUsed'), msId: MsId });
/** unlockUser, or a password reset by e-mail: the lock-out ends now. */
const AccountUnlocked = z.object({ type: z.literal('account.unlocked'), msId: MsId });
/** A host's auto-login key (SPEC §3 autoLoginKeys): its hash, for one account; msId null removes it. */
const AutoLoginKeySet = z.object({ type: z.literal('autoLogin.keySet'), hostname: z.string().max(253), keyHash: Sha256, msId: MsId.nullable() });
/** The client info report after login (SPEC §7 updateMsInfo). */
const ClientInfoReported = z.object({ type: z.literal('client.infoReported'), msId: MsId, cid: z.string().max(64), ver: z.string().max(32), os: z.string().max(64) });

export const RecoveryEventSchemas = [EmailBound, CodeIssued, CodeFailed, CodeUsed, AccountUnlocked, AutoLoginKeySet, ClientInfoReported] as const;
export type RecoveryEvent = z.infer<(typeof RecoveryEventSchemas)[number]>;
