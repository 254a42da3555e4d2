import type { JanusJS } from 'janus-gateway';
import { loadJanusLibrary, type JanusLibrary, type JanusPluginHandle, type JanusSession } from '../ptt/janusLibrary.ts';
import type { StreamCallbacks, StreamPlayer } from './streamPlayer.ts';
import { startVideo } from './streamPlayer.ts';

/** Janus Streaming's "no such mount point" (plugins/janus_streaming.c). */
const NO_SUCH_MOUNTPOINT = 455;
/** The mount point exists but is not sending (no RTP from the camera). */
const MOUNTPOINT_NOT_ENABLED = 458;

/** janus.js hands every plugin a full handle; push-to-talk's type leaves out the answer side. */
type StreamingHandle = JanusPluginHandle & Pick<JanusJS.PluginHandle, 'createAnswer'>;

/**
 * WebRTC through a Janus Streaming mount point: watch it, answer Janus's offer receive-only, play
 * the remote video track. Janus is reached through the console's /janus proxy; no STUN of anyone
 * else's (janusLibrary.ts).
 */
export async function playJanusStreaming(
  video: HTMLVideoElement,
  server: string,
  mountId: number,
  callbacks: StreamCallbacks,
  library: () => Promise<JanusLibrary> = loadJanusLibrary,
  /** The mount point's pin, when it is private. */
  pin?: string,
): Promise<StreamPlayer> {
  const janus = await library();
  let session: JanusSession | null = null;
  let handle: StreamingHandle | null = null;
  let stopped = false;
  let failed = false;
  const fail = (failure: Parameters<StreamCallbacks['onFailure']>[0]) => {
    if (stopped || failed) return;
    failed = true;
    callbacks.onFailure(failure);
  };
  session = janus.connect(server, {
    success: () => {
      if (stopped) return;
      session?.attach({
        plugin: 'janus.plugin.streaming',
        success: (attached) => {
          handle = attached as StreamingHandle;
          attached.send({ message: { request: 'watch', id: mountId, ...(pin === undefined ? {} : { pin }) } });
        },
        error: () => fail('failed'),
        onmessage: (message: JanusJS.Message, jsep?: JanusJS.JSEP) => {
          const code = typeof message.error_code === 'number' ? message.error_code : null;
          if (code !== null) return fail(code === NO_SUCH_MOUNTPOINT ? 'notFound' : code === MOUNTPOINT_NOT_ENABLED ? 'notFound' : 'failed');
          if (!jsep || !handle) return;
          const current = handle;
          current.createAnswer({
            jsep,
            // No local tracks: what Janus offers (the camera's video) is received only.
            tracks: [],
            success: (answer: JanusJS.JSEP) => current.send({ message: { request: 'start' }, jsep: answer }),
            error: () => fail('unsupported'),
          });
        },
        onremotetrack: (track: MediaStreamTrack, _mid: string, on: boolean) => {
          if (!on || track.kind !== 'video') return;
          video.srcObject = new MediaStream([track]);
          startVideo(video);
        },
        oncleanup: () => undefined,
      });
    },
    error: () => fail('failed'),
    destroyed: () => undefined,
  });
  return {
    stop: () => {
      stopped = true;
      if (handle) handle.send({ message: { request: 'stop' } });
      session?.destroy({ cleanupHandles: true, notifyDestroyed: false });
      video.srcObject = null;
    },
  };
}
