/**
 * The project's own Janus configuration folder: only the plugins and transports we use, media on
 * the address we choose, no STUN server, nothing that reaches beyond loopback or our namespace.
 */

/** Where Debian's `janus` package keeps its modules. */
export const DEBIAN_JANUS_LIB = '/usr/lib/x86_64-linux-gnu/janus';

/** Modules of the Debian package we do not load (each could open sockets or talk to brokers). */
export const DISABLED_PLUGINS = [
  'libjanus_voicemail.so',
  'libjanus_recordplay.so',
  'libjanus_sip.so',
  'libjanus_nosip.so',
  'libjanus_lua.so',
  'libjanus_duktape.so',
  'libjanus_echotest.so',
  'libjanus_textroom.so',
  'libjanus_videocall.so',
  'libjanus_videoroom.so',
];
export const DISABLED_TRANSPORTS = ['libjanus_http.so', 'libjanus_rabbitmq.so', 'libjanus_mqtt.so', 'libjanus_nanomsg.so', 'libjanus_pfunix.so'];
export const DISABLED_EVENT_HANDLERS = [
  'libjanus_gelfevh.so',
  'libjanus_mqttevh.so',
  'libjanus_nanomsgevh.so',
  'libjanus_rabbitmqevh.so',
  'libjanus_sampleevh.so',
  'libjanus_wsevh.so',
];

export type JanusConfig = {
  /** The folder the files are written to (janus -F). */
  configDir: string;
  libDir: string;
  /** Address of Janus's plain-RTP sockets and WebSocket transport. */
  mediaHost: string;
  wsPort: number;
  /** ICE gathers only on this interface (the namespace's veth); null: every interface, as a real deployment. */
  iceEnforce: string | null;
  /** Only these address prefixes may use the WebSocket transport. */
  wsAcl: string;
  /** WebRTC (ICE) and AudioBridge plain-RTP ports, `from-to`. */
  rtpPortRange: string;
  plainRtpPortRange: string;
  /** Required to create AudioBridge rooms; the emulator also uses it as every room's secret. */
  adminKey: string | null;
};

const quote = (value: string) => JSON.stringify(value);

/** File name → content of every file of the folder. */
export function renderJanusConfig(config: JanusConfig): Record<string, string> {
  const adminKey = config.adminKey === null ? '' : `\tadmin_key = ${quote(config.adminKey)}\n\tlock_rtp_forward = true\n\tlock_play_file = true\n`;
  return {
    'janus.jcfg': `# Written by simulators/janus; do not edit.
general: {
\tconfigs_folder = ${quote(config.configDir)}
\tplugins_folder = ${quote(`${config.libDir}/plugins`)}
\ttransports_folder = ${quote(`${config.libDir}/transports`)}
\tevents_folder = ${quote(`${config.libDir}/events`)}
\tloggers_folder = ${quote(`${config.libDir}/loggers`)}
\tdebug_level = 4
\tdebug_timestamps = true
\tdebug_colors = false
${config.iceEnforce === null ? '' : `\tinterface = ${quote(config.mediaHost)}\n`}\tserver_name = "poc-janus"
\tsession_timeout = 60
}
certificates: {
}
media: {
\tipv6 = false
\trtp_port_range = ${quote(config.rtpPortRange)}
\tdtls_mtu = 1200
\tno_media_timer = 1
}
nat: {
\tnice_debug = false
\tignore_mdns = true
${config.iceEnforce === null ? '' : `\tice_enforce_list = ${quote(config.iceEnforce)}\n`}}
plugins: {
\tdisable = ${quote(DISABLED_PLUGINS.join(','))}
}
transports: {
\tdisable = ${quote(DISABLED_TRANSPORTS.join(','))}
}
loggers: {
\tdisable = "libjanus_jsonlog.so"
}
events: {
\tbroadcast = false
\tdisable = ${quote(DISABLED_EVENT_HANDLERS.join(','))}
}
`,
    'janus.transport.websockets.jcfg': `general: {
\tjson = "compact"
\tws = true
\tws_port = ${config.wsPort}
\tws_ip = ${quote(config.mediaHost)}
\tws_acl = ${quote(config.wsAcl)}
\twss = false
}
admin: {
\tadmin_ws = false
\tadmin_wss = false
}
`,
    'janus.plugin.audiobridge.jcfg': `general: {
${adminKey}\tevents = false
\trtp_port_range = ${quote(config.plainRtpPortRange)}
\tlocal_ip = ${quote(config.mediaHost)}
}
`,
    // Video comes later: the plugin is loaded, with no mount points.
    'janus.plugin.streaming.jcfg': `general: {
${config.adminKey === null ? '' : `\tadmin_key = ${quote(config.adminKey)}\n`}\tevents = false
\trtp_port_range = "30000-30999"
}
`,
  };
}
