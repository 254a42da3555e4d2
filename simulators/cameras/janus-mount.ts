import WebSocket from 'ws';
import { JanusSession, type JanusSocketConstructor } from '../../media/janus/index.ts';

const STREAMING = 'janus.plugin.streaming';
/** VP8 as ffmpeg's RTP muxer sends it (dynamic payload type). */
export const VP8_PAYLOAD_TYPE = 96;

export type MountOptions = {
  /** Janus's WebSocket API. */
  readonly url: string;
  readonly adminKey: string | null;
  /** The mount point id: a WebRTC camera's stream id. */
  readonly id: number;
  /** UDP port Janus listens on for the camera's RTP (inside the streaming plugin's rtp_port_range). */
  readonly port: number;
  readonly description: string;
};

export type Mount = { readonly id: number; destroy(): Promise<void> };

/**
 * A Janus Streaming mount point fed by plain RTP (VP8), created through the plugin's API; viewers
 * `watch` it through the console's /janus proxy. A mount point of the same id left by an earlier
 * run is replaced. Destroying it closes the session too.
 */
export async function createMount(options: MountOptions): Promise<Mount> {
  const session = await JanusSession.connect(options.url, { WebSocket: WebSocket as unknown as JanusSocketConstructor });
  try {
    const handle = await session.attach(STREAMING);
    const keys = options.adminKey === null ? {} : { admin_key: options.adminKey };
    await handle.request({ request: 'destroy', id: options.id, ...keys }).catch(() => undefined);
    const created = await handle.request({
      request: 'create',
      type: 'rtp',
      id: options.id,
      description: options.description,
      permanent: false,
      media: [{ type: 'video', mid: 'v', label: 'camera', port: options.port, pt: VP8_PAYLOAD_TYPE, codec: 'vp8' }],
      ...keys,
    });
    if (created.streaming !== 'created') throw new Error(`streaming create ${options.id}: ${JSON.stringify(created)}`);
    return {
      id: options.id,
      destroy: async () => {
        await handle.request({ request: 'destroy', id: options.id, ...keys }).catch(() => undefined);
        await session.destroy().catch(() => undefined);
      },
    };
  } catch (error) {
    await session.destroy().catch(() => undefined);
    throw error;
  }
}
