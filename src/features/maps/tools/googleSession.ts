/**
 * Google's Map Tiles API needs a session before any tile (docs: createSession): made with the
 * host's PoCGMapKey. A missing key or a refused session makes Google "unavailable" (SPEC §6),
 * and the console offers to switch to Amap.
 */
import { GOOGLE_SESSION_URL, type TileKind } from '../../../../protocol/mapTiles.ts';
import { z } from 'zod';

const SessionSchema = z.object({ session: z.string().min(1), expiry: z.string().optional() });

export type GoogleSession = { readonly session: string; readonly key: string };

export type GoogleFailure = 'noKey' | 'refused';

export class GoogleUnavailable extends Error {
  constructor(readonly reason: GoogleFailure) {
    super(`Google map tiles unavailable: ${reason}`);
  }
}

/** The session for a map type; language as a BCP 47 tag, region from it (the Tiles API wants both). */
export async function createGoogleSession(key: string, kind: TileKind, language: string, fetcher: typeof fetch = fetch): Promise<GoogleSession> {
  if (!key) throw new GoogleUnavailable('noKey');
  const region = language.split('-')[1] ?? 'US';
  let response: Response;
  try {
    response = await fetcher(`${GOOGLE_SESSION_URL}?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mapType: kind, language, region }),
    });
  } catch {
    throw new GoogleUnavailable('refused');
  }
  if (!response.ok) throw new GoogleUnavailable('refused');
  const parsed = SessionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new GoogleUnavailable('refused');
  return { session: parsed.data.session, key };
}
