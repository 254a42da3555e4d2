import { startStunServer, type StunServer } from '../../../simulators/stun/index.ts';
import { callAudio, type CallIceConfig } from '../../../simulators/terminals/calls/index.ts';
import { test } from './fixtures.ts';

export type CallMedia = {
  readonly stun: StunServer;
  /** The terminals' call voice, encoded once per file. */
  readonly packets: readonly Uint8Array[];
  /** ICE for a simulated terminal: loopback only, our own STUN server, werift bound to 127.0.0.1. */
  ice(): CallIceConfig;
};

/** A spec file's call media: its own STUN server and the call voice, from before its first test to after its last. */
export function callMediaForFile(): CallMedia {
  let stun: StunServer | null = null;
  let packets: readonly Uint8Array[] | null = null;
  test.beforeAll(async () => {
    stun = await startStunServer('127.0.0.1');
    packets = await callAudio();
  });
  test.afterAll(async () => {
    await stun?.close();
  });
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error('call media is made in beforeAll');
    return value;
  };
  return {
    get stun() {
      return ready(stun);
    },
    get packets() {
      return ready(packets);
    },
    ice: () => ({ allow: ['127.0.0.0/8'], stunUrl: ready(stun).url, bindAddress: '127.0.0.1' }),
  };
}
