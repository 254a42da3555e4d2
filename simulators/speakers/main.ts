/**
 * Simulated PA speakers (docs/protocol.md "Broadcast"). `tsx simulators/speakers/main.ts --url URL
 * [--codes C1,C2] [--demo]`; the environment gives POC_SPEAKER_KEY. With --demo the speakers are added
 * (as Dispatcher One) to a "Demo site" organisation of the broadcast service unless their codes exist.
 * Prints `SPEAKERS_READY <count>`; SIGTERM stops them.
 */
import { parseArgs } from 'node:util';
import { BROADCAST_TOKEN_HEADER, BroadcastPaths, DEFAULT_BROADCAST_PASSWORD, hashForWire, type BroadcastDevice, type BroadcastOrg } from '../../protocol/index.ts';
import { SimulatedSpeaker } from './simulated-speaker.ts';

const DEMO_DISPATCHER = { account: '20000001', password: 'Dispatch#2026' };
const DEMO_ORG = { name: 'Demo site', code: 'demo-site' };

const log = (line: string): void => void process.stderr.write(`speakers: ${line}\n`);
const { values } = parseArgs({ options: { url: { type: 'string' }, codes: { type: 'string', default: 'spk-hall,spk-yard,spk-gate' }, demo: { type: 'boolean', default: false } }, strict: true });
const key = process.env.POC_SPEAKER_KEY;
if (!values.url || !key) throw new Error('--url and the environment POC_SPEAKER_KEY are required');
const url = values.url;
const codes = values.codes.split(',').filter(Boolean);

type Answer<T> = { code: number; msg: string; data: T };
async function call<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { [BROADCAST_TOKEN_HEADER]: token } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function addDemoDevices(): Promise<void> {
  const { access_token: token } = await call<{ access_token: string }>(BroadcastPaths.login, null, {
    method: 'POST',
    body: { username: DEMO_DISPATCHER.account, password: hashForWire(DEMO_DISPATCHER.password) },
  });
  const orgs = await call<{ list: BroadcastOrg[] }>(`${BroadcastPaths.org}?page=1&limit=1000`, token);
  const org =
    orgs.list.find((candidate) => candidate.code === DEMO_ORG.code) ??
    (await call<BroadcastOrg>(BroadcastPaths.rootOrg, token, { method: 'POST', body: { parent_id: 0, password: DEFAULT_BROADCAST_PASSWORD, name: DEMO_ORG.name, code: DEMO_ORG.code, call_number: '' } }));
  const devices = await call<{ list: BroadcastDevice[] }>(`${BroadcastPaths.device}?page=1&limit=1000`, token);
  for (const [index, code] of codes.entries()) {
    if (devices.list.some((device) => device.code === code)) continue;
    await call(BroadcastPaths.device, token, { method: 'POST', body: { org_id: org.id, name: `Speaker ${index + 1}`, code } });
  }
}

if (values.demo) await addDemoDevices();
const speakers = codes.map((code) => new SimulatedSpeaker({ url, key, code, log }).start());
process.stdout.write(`SPEAKERS_READY ${speakers.length}\n`);
const stop = () => {
  for (const speaker of speakers) speaker.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
