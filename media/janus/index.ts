/** A typed client of Janus's WebSocket API, for the browser and Node (callers inject the WebSocket). */
export { JanusConnection, JanusTimeouts, systemTimers } from './connection.ts';
export type { JanusConnectOptions, JanusSocket, JanusSocketConstructor, JanusTimers, Settle } from './connection.ts';
export { JanusHandle, type HandleEvent, type PluginReply } from './handle.ts';
export { JanusSession, KEEPALIVE_MS } from './session.ts';
export { ClientErrorCode, decodeReply, JANUS_SUBPROTOCOL, JanusError, pluginError } from './wire.ts';
export type { JanusReply, Jsep, PluginData } from './wire.ts';
