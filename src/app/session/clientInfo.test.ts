import { describe, expect, it } from 'vitest';
import { DsClient } from '../../../protocol/index.ts';
import { operatingSystemOf, reportClientInfo } from './clientInfo.ts';

describe('client info report', () => {
  it('names the OS from client hints first, then the user agent', () => {
    expect(operatingSystemOf({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { platform: 'Linux' } })).toBe('Linux');
    expect(operatingSystemOf({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('Windows');
    expect(operatingSystemOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe('Android');
    expect(operatingSystemOf({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe('macOS');
    expect(operatingSystemOf({ userAgent: 'curl/8' })).toBe('unknown');
  });

  it('sends the account organisation, the console version and the OS', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const desc = url.startsWith('/ds/user/getAccount') ? { msId: '20000001', cid: 'org-1' } : null;
      return new Response(JSON.stringify({ code: '0', data: { desc, list: [] } }));
    }) as typeof globalThis.fetch;
    await reportClientInfo(new DsClient({ fetch }), { userAgent: 'Mozilla/5.0 (Windows NT 10.0)' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /ds/user/getAccount', 'PUT /ds/data/updateMsInfo']);
    expect(calls[1]?.body).toEqual({ cid: 'org-1', ver: expect.any(String), os: 'Windows' });
  });
});
