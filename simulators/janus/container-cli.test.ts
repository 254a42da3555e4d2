import { describe, expect, it } from 'vitest';
import { parseJanusContainerArgs } from './container-cli.ts';

describe('parseJanusContainerArgs', () => {
  it('takes the media host and the WebSocket ACL, port 8188 and /run/janus by default', () => {
    expect(parseJanusContainerArgs(['--media-host', '172.28.0.10', '--ws-acl', '172.28.0.'])).toEqual({ mediaHost: '172.28.0.10', wsAcl: '172.28.0.', wsPort: 8188, configDir: '/run/janus' });
  });

  it('refuses a missing or malformed address, and unknown flags', () => {
    expect(() => parseJanusContainerArgs(['--ws-acl', '172.28.0.'])).toThrow(/--media-host/);
    expect(() => parseJanusContainerArgs(['--media-host', '172.28.0.10', '--ws-acl', '172.28'])).toThrow(/--ws-acl/);
    expect(() => parseJanusContainerArgs(['--media-host', '172.28.0.10', '--ws-acl', '172.28.0.', '--netns'])).toThrow(/netns/);
  });
});
