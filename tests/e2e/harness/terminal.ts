import WebSocket from 'ws';
import { SocketClient, type SocketLike } from '../../../protocol/index.ts';
import path from 'node:path';
import { readRoster } from '../../../simulators/terminals/roster.ts';
import type { SimulatedTerminal } from '../../../simulators/terminals/simulated-terminal.ts';
import { mediaNetworkFrom } from '../../../simulators/terminals/voice/media-network.ts';
import { voiceTerminal } from '../../../simulators/terminals/voice/voice-terminal.ts';
import type { PlatformApi } from './platformApi.ts';

/** Synthesised phrases are cached once per checkout (git-ignored). */
const VOICE_CACHE = path.resolve(import.meta.dirname, '../../../.run/voice-cache');

/** A radio logged in over the same socket as any client, driven by a test. */
export async function connectTerminal(api: PlatformApi, account: string, password = '123456'): Promise<SocketClient> {
  const token = await api.token(account, password);
  const url = `${api.baseUrl.replace(/^http/, 'ws')}/socket`;
  const client = new SocketClient({ connect: () => new WebSocket(url) as unknown as SocketLike, token: () => token });
  await client.start();
  return client;
}

/** The dispatcher whose roster names the radios, and whose remote switch moves them: the demo's second by default. */
export type Operator = { readonly account: string; readonly password: string };
const DEMO_OPERATOR: Operator = { account: '20000002', password: 'Dispatch#2026' };

/**
 * A radio with a real voice in Janus (plain RTP), logged in and in its group's room; null without
 * Janus. A radio of a test's own organisation passes one of its dispatchers and the password.
 */
export async function connectVoiceTerminal(api: PlatformApi, account: string, operator: Operator = DEMO_OPERATOR, password?: string): Promise<SimulatedTerminal | null> {
  const network = mediaNetworkFrom(process.env);
  if (!network) return null;
  const roster = await readRoster(api.baseUrl, operator);
  const terminal = roster.find((entry) => entry.msId === account);
  if (!terminal) throw new Error(`no terminal ${account} in the roster`);
  const radio = voiceTerminal({ baseUrl: api.baseUrl, terminal, network, cacheDir: VOICE_CACHE, ...(password === undefined ? {} : { password }) });
  if (!(await radio.connect())) throw new Error(`${account} could not log in`);
  const deadline = Date.now() + 10_000;
  while (!radio.voiceReady) {
    if (Date.now() > deadline) throw new Error(`${account} did not join its voice room`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return radio;
}

/**
 * A voice radio moved into `gid` by a remote group switch of the second dispatcher, as a control
 * room does, once it has joined that group's room; null without Janus.
 */
export async function voiceRadioIn(api: PlatformApi, account: string, gid: string, who: Operator = DEMO_OPERATOR, password?: string): Promise<SimulatedTerminal | null> {
  const radio = await connectVoiceTerminal(api, account, who, password);
  if (!radio) return null;
  const operator = await connectTerminal(api, who.account, who.password);
  try {
    await operator.command('remoteSwitchGroup', { msId: account, gid });
  } finally {
    operator.close();
  }
  const deadline = Date.now() + 10_000;
  while (!radio.voiceReady) {
    if (Date.now() > deadline) throw new Error(`${account} did not join the room of group ${gid}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return radio;
}

/**
 * Clears what a radio heard, then waits for its current room's mix (silence too) to reach it: from
 * here on its meter counts only what that room plays. Instead of a pause "for the RTP to settle".
 */
export async function untilDownlink(radio: SimulatedTerminal): Promise<void> {
  radio.resetHeard();
  const deadline = Date.now() + 10_000;
  while (radio.heard().packets === 0) {
    if (Date.now() > deadline) throw new Error('no audio from its room reached the radio in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
