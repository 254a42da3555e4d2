import { describe, expect, it } from 'vitest';
import { screenFromBrowser } from './browser-policy.ts';

const message = (body: Record<string, unknown>) => JSON.stringify({ janus: 'message', session_id: 1, handle_id: 2, transaction: 't9', body });

describe('screenFromBrowser', () => {
  it('passes Janus core requests and ordinary plugin requests unchanged', () => {
    for (const text of [JSON.stringify({ janus: 'create', transaction: 't1' }), message({ request: 'configure', muted: false }), 'not json']) {
      expect(screenFromBrowser(text, '20000001')).toEqual({ forward: text });
    }
  });

  it('joins under the logged-in account', () => {
    const screened = screenFromBrowser(message({ request: 'join', room: 110, display: '10000001', muted: true }), '20000001');
    expect('forward' in screened && JSON.parse(screened.forward).body).toEqual({ request: 'join', room: 110, display: '20000001', muted: true });
  });

  it('refuses a plain-RTP join with a Janus error for its transaction', () => {
    const screened = screenFromBrowser(message({ request: 'join', room: 110, rtp: { ip: '192.0.2.9', port: 5000 } }), '20000001');
    expect('refuse' in screened && JSON.parse(screened.refuse)).toMatchObject({ janus: 'error', transaction: 't9', error: { code: 403 } });
  });
});
