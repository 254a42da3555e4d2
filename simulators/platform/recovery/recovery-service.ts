import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { emailKey, isWellFormedEmail, RecoveryCode, RecoveryLimits, VerifyPurpose } from '../../../protocol/index.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { isLocked } from '../projection/account-reducer.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { verifyCodeMail } from './mail-text.ts';
import { sendKeys } from './recovery-book.ts';
import type { Mailer } from './mailer.ts';

export type Refusal = { readonly ok: false; readonly code: RecoveryCode; readonly desc: string };
export type Done = { readonly ok: true };
export type Outcome = Refusal | Done;

const refuse = (code: RecoveryCode, desc: string): Refusal => ({ ok: false, code, desc });
const DONE: Done = { ok: true };

export type CodeRequest = { uid: string; email: string; purpose: VerifyPurpose; lang: string };
export type CodeAnswer = { uid: string; email: string; verifyCode: string };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Password retrieval, e-mail binding and self-service unlock by a mailed code (SPEC §7, §8). Every
 * decision reads the state and then appends, so they run one at a time: two requests at once cannot
 * both pass the resend limit or bind the same address.
 */
export class RecoveryService {
  private readonly serial = new Serial();

  constructor(
    private readonly platform: Platform,
    private readonly mailer: Mailer,
  ) {}

  /** getVerifyCode. A Bind request must come from the account's own session (the route checks). */
  requestCode(request: CodeRequest): Promise<Outcome> {
    return this.serial.run(async () => {
      const email = request.email.trim();
      if (!isWellFormedEmail(email)) return refuse(RecoveryCode.EmailFormat, 'e-mail format incorrect');
      const { recovery, accounts } = this.platform.state;
      const account = accounts.get(request.uid);
      const bound = recovery.emails.get(request.uid);
      if (request.purpose === VerifyPurpose.Bind) {
        if (!account) return refuse(RecoveryCode.EmailNotBound, 'account does not exist');
        if (recovery.owners.has(emailKey(email))) return refuse(RecoveryCode.EmailExists, 'e-mail already exists');
      } else {
        // An unknown account answers like one without an e-mail: nobody learns which accounts exist.
        if (!account || !bound) return refuse(RecoveryCode.EmailNotBound, 'e-mail not bound');
        if (emailKey(bound) !== emailKey(email)) return refuse(RecoveryCode.EmailMismatch, 'e-mail does not match the account');
        if (request.purpose === VerifyPurpose.Unlock && !isLocked(account, this.platform.now())) return refuse(RecoveryCode.NotLocked, 'account is not locked');
      }
      if (this.tooSoon(request.uid, email, request.purpose)) return refuse(RecoveryCode.TooFrequent, 'operation too frequent');
      const code = String(randomInt(0, 10 ** RecoveryLimits.codeLength)).padStart(RecoveryLimits.codeLength, '0');
      const mail = verifyCodeMail(request.lang, request.purpose, code, RecoveryLimits.codeTtlMs / 60_000);
      try {
        await this.mailer.send({ to: email, ...mail });
      } catch (error) {
        return refuse(RecoveryCode.SendFailed, `send-mail exception: ${error instanceof Error ? error.message : String(error)}`);
      }
      const expiresAt = this.platform.now() + RecoveryLimits.codeTtlMs;
      await this.platform.commit([{ type: 'recovery.codeIssued', msId: request.uid, email, purpose: request.purpose, codeHash: sha256(code), expiresAt }]);
      return DONE;
    });
  }

  /** bindEmail, from the account's own session: the code mailed to the new address proves it is theirs. */
  bindEmail(answer: CodeAnswer): Promise<Outcome> {
    return this.serial.run(async () => {
      const email = answer.email.trim();
      if (!isWellFormedEmail(email)) return refuse(RecoveryCode.EmailFormat, 'e-mail format incorrect');
      const owner = this.platform.state.recovery.owners.get(emailKey(email));
      if (owner !== undefined) return refuse(RecoveryCode.EmailExists, 'e-mail already exists');
      const checked = await this.checkCode(answer, VerifyPurpose.Bind);
      if (!checked.ok) return checked;
      await this.platform.commit([
        { type: 'recovery.codeUsed', msId: answer.uid },
        { type: 'recovery.emailBound', msId: answer.uid, email },
      ]);
      return DONE;
    });
  }

  /** A new password (its MD5 hex, as every password crosses the wire) with the mailed code; lifts a lock. */
  resetPassword(answer: CodeAnswer & { newPwd: string }): Promise<Outcome> {
    return this.serial.run(async () => {
      const checked = await this.checkCode(answer, VerifyPurpose.Retrieve);
      if (!checked.ok) return checked;
      const account = this.platform.state.accounts.get(answer.uid)!;
      const password = await hashPassword(answer.newPwd, { N: account.password.N, r: account.password.r, p: account.password.p });
      await this.platform.commit([
        { type: 'recovery.codeUsed', msId: answer.uid },
        { type: 'account.passwordChanged', msId: answer.uid, password },
        { type: 'account.unlocked', msId: answer.uid },
      ]);
      return DONE;
    });
  }

  /** unlockUser with the mailed code. */
  unlock(answer: CodeAnswer): Promise<Outcome> {
    return this.serial.run(async () => {
      const checked = await this.checkCode(answer, VerifyPurpose.Unlock);
      if (!checked.ok) return checked;
      await this.platform.commit([
        { type: 'recovery.codeUsed', msId: answer.uid },
        { type: 'account.unlocked', msId: answer.uid },
      ]);
      return DONE;
    });
  }

  private tooSoon(uid: string, email: string, purpose: VerifyPurpose): boolean {
    const now = this.platform.now();
    const { lastSent } = this.platform.state.recovery;
    return sendKeys(uid, email, purpose).some((key) => {
      const at = lastSent.get(key);
      return at !== undefined && now - at < RecoveryLimits.resendMs;
    });
  }

  /** The outstanding code of the account, for this purpose and address, unexpired and equal; a miss is counted. */
  private async checkCode(answer: CodeAnswer, purpose: VerifyPurpose): Promise<Outcome> {
    const issued = this.platform.state.recovery.codes.get(answer.uid);
    const usable = issued && issued.purpose === purpose && emailKey(issued.email) === emailKey(answer.email) && this.platform.now() < issued.expiresAt;
    if (!usable) return refuse(RecoveryCode.VerifyCodeError, 'verify code error');
    const given = Buffer.from(sha256(answer.verifyCode.trim()), 'hex');
    if (!timingSafeEqual(given, Buffer.from(issued.codeHash, 'hex'))) {
      await this.platform.commit([{ type: 'recovery.codeFailed', msId: answer.uid }]);
      return refuse(RecoveryCode.VerifyCodeError, 'verify code error');
    }
    return DONE;
  }
}
