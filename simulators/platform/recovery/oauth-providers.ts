import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * getAccountByOauth {platform, oauth}: each sign-in platform is a provider that turns the client's
 * `oauth` proof into one of our accounts, or null. Providers must not reach the network from tests
 * or the demo; a deployment would add one per identity provider it trusts.
 */
export type OauthProvider = {
  readonly platform: string;
  accountOf(oauth: string, now: number): string | null;
};

/** How long a token of the local provider is good for. */
export const LOCAL_TOKEN_TTL_MS = 5 * 60_000;

/**
 * Our own provider, `local`: a token is base64url(JSON {sub, exp}) "." HMAC-SHA256 of it under a
 * secret of this run, so only this emulator can mint one (the test control /test/oauth-token).
 */
export class LocalOauthProvider implements OauthProvider {
  readonly platform = 'local';

  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  mint(msId: string, now: number, ttlMs = LOCAL_TOKEN_TTL_MS): string {
    const payload = Buffer.from(JSON.stringify({ sub: msId, exp: now + ttlMs })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  accountOf(oauth: string, now: number): string | null {
    const [payload, signature, extra] = oauth.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now) return null;
      return claims.sub;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

export class OauthProviders {
  private readonly byPlatform = new Map<string, OauthProvider>();

  constructor(providers: readonly OauthProvider[]) {
    for (const provider of providers) this.byPlatform.set(provider.platform, provider);
  }

  get(platform: string): OauthProvider | null {
    return this.byPlatform.get(platform) ?? null;
  }
}
