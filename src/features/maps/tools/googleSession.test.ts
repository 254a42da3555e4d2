import { describe, expect, it, vi } from 'vitest';
import { createGoogleSession, GoogleUnavailable } from './googleSession.ts';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('createGoogleSession', () => {
  it('posts the map type, language and region with the key and returns the session', async () => {
    const fetcher = answer(200, { session: 'S1', expiry: '1' });
    await expect(createGoogleSession('KEY', 'satellite', 'fr-FR', fetcher)).resolves.toEqual({ session: 'S1', key: 'KEY' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://tile.googleapis.com/v1/createSession?key=KEY');
    expect(JSON.parse(String(init.body))).toEqual({ mapType: 'satellite', language: 'fr-FR', region: 'FR' });
  });

  it('is unavailable without a key, and asks nobody', async () => {
    const fetcher = answer(200, { session: 'S1' });
    await expect(createGoogleSession('', 'roadmap', 'en-US', fetcher)).rejects.toMatchObject({ reason: 'noKey' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is unavailable when Google refuses, answers nonsense or cannot be reached', async () => {
    await expect(createGoogleSession('K', 'roadmap', 'en-US', answer(403, { error: {} }))).rejects.toBeInstanceOf(GoogleUnavailable);
    await expect(createGoogleSession('K', 'roadmap', 'en-US', answer(200, { nope: 1 }))).rejects.toMatchObject({ reason: 'refused' });
    const offline = vi.fn(async () => {
      throw new TypeError('network');
    });
    await expect(createGoogleSession('K', 'roadmap', 'en-US', offline)).rejects.toMatchObject({ reason: 'refused' });
  });
});
