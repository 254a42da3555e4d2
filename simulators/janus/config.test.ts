import { describe, expect, it } from 'vitest';
import { renderJanusConfig, type JanusConfig } from './config.ts';

const base: JanusConfig = {
  configDir: '/run/x',
  libDir: '/usr/lib/x86_64-linux-gnu/janus',
  mediaHost: '10.231.1.2',
  wsPort: 8188,
  iceEnforce: 'pjn42',
  wsAcl: '10.231.1.1',
  rtpPortRange: '20000-29999',
  plainRtpPortRange: '40000-49999',
  adminKey: 'secret',
};

describe('renderJanusConfig', () => {
  it('gathers ICE only on the namespace veth, with no STUN server', () => {
    const core = renderJanusConfig(base)['janus.jcfg'];
    expect(core).toContain('ice_enforce_list = "pjn42"');
    expect(core).toContain('interface = "10.231.1.2"');
    expect(core).toContain('rtp_port_range = "20000-29999"');
    expect(core).not.toContain('stun_server');
    expect(core).toContain('libjanus_voicemail.so');
    expect(core).toContain('libjanus_rabbitmq.so');
  });

  it('binds the WebSocket transport and plain RTP to the media host, with our admin key', () => {
    const files = renderJanusConfig(base);
    expect(files['janus.transport.websockets.jcfg']).toContain('ws_ip = "10.231.1.2"');
    expect(files['janus.transport.websockets.jcfg']).toContain('ws_acl = "10.231.1.1"');
    expect(files['janus.plugin.audiobridge.jcfg']).toContain('local_ip = "10.231.1.2"');
    expect(files['janus.plugin.audiobridge.jcfg']).toContain('admin_key = "secret"');
  });

  it('uses every interface when there is no namespace, and no key when none is given', () => {
    const files = renderJanusConfig({ ...base, iceEnforce: null, adminKey: null, mediaHost: '127.0.0.1' });
    expect(files['janus.jcfg']).not.toContain('ice_enforce_list');
    expect(files['janus.jcfg']).not.toContain('interface =');
    expect(files['janus.plugin.audiobridge.jcfg']).not.toContain('admin_key');
  });
});
