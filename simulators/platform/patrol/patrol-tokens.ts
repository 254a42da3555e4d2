import { randomBytes } from 'node:crypto';

/** A day, as the console's token cookie (SPEC §7). */
export const DEFAULT_PATROL_TOKEN_MS = 86_400_000;

/**
 * The patrol service's tokens, in memory on purpose: after a restart every token is invalid, the
 * clients get 1011 and log in again, which is what SPEC §8 asks them to do anyway.
 */
export class PatrolTokens {
  private readonly byToken = new Map<string, { readonly msId: string; readonly expiresAt: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  issue(msId: string): string {
    const token = randomBytes(24).toString('hex');
    this.drop();
    this.byToken.set(token, { msId, expiresAt: this.now() + this.lifetimeMs });
    return token;
  }

  /** The account a token belongs to, or null when it is unknown or expired. */
  holder(token: string | undefined): string | null {
    const entry = token ? this.byToken.get(token) : undefined;
    return entry && entry.expiresAt > this.now() ? entry.msId : null;
  }

  /** Test control: every token (or one account's) expires now; returns how many. */
  expire(msId?: string): number {
    let count = 0;
    for (const [token, entry] of this.byToken) {
      if (msId && entry.msId !== msId) continue;
      this.byToken.delete(token);
      count += 1;
    }
    return count;
  }

  private drop(): void {
    const now = this.now();
    for (const [token, entry] of this.byToken) if (entry.expiresAt <= now) this.byToken.delete(token);
  }
}
