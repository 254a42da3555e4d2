import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROADCAST_TOKEN_HEADER, DEFAULT_BROADCAST_PASSWORD, hashForWire, type DeviceView } from '../../../protocol/index.ts';
import { SimulatedSpeaker } from '../../speakers/simulated-speaker.ts';
import { call, startTestEmulator, stopQuietly, TEST_SPEAKER_KEY, type TestEmulator } from '../testing/test-emulator.ts';
import { sineWav } from './sine-wav.ts';

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let emulator: TestEmulator | undefined;
let token = '';

async function v1(path: string, method = 'GET', body?: unknown, as = token): Promise<Answer> {
  const answer = await call(`${emulator?.url}${path}`, method, body, as ? { [BROADCAST_TOKEN_HEADER]: as } : {});
  return answer.body as unknown as Answer;
}

async function login(username: string, password: string): Promise<Answer> {
  return v1('/v1/login', 'POST', { username, password: hashForWire(password) }, '');
}

async function upload(groupId: number, name: string, bytes: Uint8Array): Promise<Answer> {
  const form = new FormData();
  form.set('group_id', String(groupId));
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${emulator?.url}/v1/upload`, { method: 'POST', body: form, headers: { [BROADCAST_TOKEN_HEADER]: token } });
  return (await response.json()) as Answer;
}

const until = async (check: () => Promise<boolean> | boolean) => {
  for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
};

beforeEach(async () => {
  emulator = await startTestEmulator();
  const answer = await login('20000001', 'Dispatch#2026');
  token = answer.data.access_token;
});
afterEach(() => stopQuietly(emulator));

describe('broadcast service', () => {
  it('logs in with its own token and refuses a wrong password, no access (107) and calls without a token', async () => {
    expect(token).toMatch(/.{20,}/);
    expect((await login('20000001', 'wrong')).code).toBe(2);
    expect((await v1('/v1/org', 'GET', undefined, '')).code).toBe(401);
    await call(`${emulator?.url}/test/broadcast-access`, 'POST', { account: '20000002', access: '-2' });
    expect((await login('20000002', 'Dispatch#2026')).code).toBe(107);
    const users = await v1('/v1/sys/user?page=1&limit=1000');
    expect(users.data.list.map((user: { id: string }) => user.id)).toContain('20000001');
    expect(users.data.list.map((user: { id: string }) => user.id)).not.toContain('20000002');
  });

  it('keeps organisations as a tree, casters with priority 5, devices and volumes, validated', async () => {
    expect((await v1('/v1/org', 'POST', { parent_id: 0, password: DEFAULT_BROADCAST_PASSWORD, name: 'HQ', code: 'hq' })).msg).toBe('parent_id:required');
    const root = await v1('/api/v1/org', 'POST', { parent_id: 0, password: DEFAULT_BROADCAST_PASSWORD, name: 'HQ', code: 'hq', call_number: '100' });
    expect(root.code).toBe(200);
    const child = await v1('/v1/org', 'POST', { parent_id: root.data.id, password: hashForWire('x'), name: 'Yard', code: 'yard' });
    expect(child.data.parent_id).toBe(root.data.id);
    const bad = await v1('/v1/org', 'POST', { parent_id: root.data.id, password: 'plain', name: 'Y<a>rd', code: 'hq', call_number: '12a' });
    expect(bad.msg.split(',').sort()).toEqual(['call_number:digits', 'code:exists', 'name:special', 'password:special']);
    expect((await v1(`/v1/org/${root.data.id}`, 'PATCH', { parent_id: child.data.id, password: DEFAULT_BROADCAST_PASSWORD, name: 'HQ', code: 'hq' })).msg).toBe('parent_id:cycle');
    expect((await v1(`/v1/org/${root.data.id}`, 'DELETE')).msg).toBe('org:notEmpty');

    const caster = await v1('/v1/caster', 'POST', { user_id: '20000001', password: DEFAULT_BROADCAST_PASSWORD, name: 'Announcer', code: 'c1', call_number: '' });
    expect(caster.data.priority).toBe(5);
    expect((await v1('/v1/caster', 'POST', { user_id: '99999999', name: 'X', code: 'c2', priority: 11 })).msg).toBe('user_id:unknown,priority:range');
    expect((await v1('/v1/caster?code=c1')).data).toHaveLength(1);

    const device = await v1('/v1/device', 'POST', { org_id: child.data.id, name: 'Gate', code: 'spk-1' });
    expect(device.data.ao_volume).toBe(60);
    expect((await v1('/v1/device', 'POST', { org_id: 999, name: 'Gate', code: 'spk-1' })).msg).toBe('org_id:unknown,code:exists');
    expect((await v1(`/v1/device/${device.data.id}/volume`, 'PATCH', { ao_volume: 101 })).msg).toBe('ao_volume:range');
    expect((await v1(`/v1/device/${device.data.id}/volume`, 'PATCH', { ao_volume: 30 })).data[0].ao_volume).toBe(30);
    expect((await v1('/v1/device/batch_volume', 'POST', { group_id: child.data.id, ao_volume: 80, device_ids: [] })).data[0].ao_volume).toBe(80);
    const listed = await v1(`/v1/device?org_id=${child.data.id}&page=1&limit=1000`);
    expect(listed.data.list).toMatchObject([{ code: 'spk-1', ao_volume: 80, online: 0 }]);

    const again = await emulator!.restart();
    emulator = again;
    const reread = await v1(`/v1/device?org_id=${child.data.id}&page=1&limit=1000`);
    expect(reread.data.list).toMatchObject([{ code: 'spk-1', ao_volume: 80 }]);
  });

  it('plays a real-time task on the chosen speakers only, and runs a timed task through its states', async () => {
    const org = await v1('/api/v1/org', 'POST', { parent_id: 0, password: DEFAULT_BROADCAST_PASSWORD, name: 'Site', code: 'site' });
    const hall = await v1('/v1/device', 'POST', { org_id: org.data.id, name: 'Hall', code: 'spk-hall' });
    const yard = await v1('/v1/device', 'POST', { org_id: org.data.id, name: 'Yard', code: 'spk-yard' });
    expect((await upload(org.data.id, 'notes.txt', new TextEncoder().encode('not audio at all'))).msg).toBe('file:fileType');
    const file = await upload(org.data.id, 'chime.wav', sineWav(3_000, 440));
    expect(file.data).toMatchObject({ original_name: 'chime.wav', length: 3_000 });
    expect((await upload(org.data.id, 'chime.wav', sineWav(1_000, 440))).msg).toBe('file:exists');
    expect((await v1(`/v1/file?group_id=${org.data.id}&page=1&limit=100`)).data.list).toHaveLength(1);
    const music = await fetch(`${emulator?.url}/music/${file.data.name}`, { headers: { [BROADCAST_TOKEN_HEADER]: token } });
    expect(music.headers.get('content-type')).toBe('audio/wav');

    const speakers = ['spk-hall', 'spk-yard'].map((code) => new SimulatedSpeaker({ url: emulator!.url, key: TEST_SPEAKER_KEY, code }).start());
    try {
      expect((await v1('/v1/real_time_task/start', 'POST', { file_ids: [], device_ids: [999] })).msg).toBe('file_ids:required,device_ids:unknown');
      const started = await v1('/v1/real_time_task/start', 'POST', { file_ids: [file.data.id], device_ids: [hall.data.id] });
      expect(started.data).toMatchObject({ status: 'playing', volume: 60 });
      await until(() => (speakers[0]?.playing()?.decoded_bytes ?? 0) > 0);
      expect(speakers[0]?.playing()).toMatchObject({ kind: 'realtime', file_id: file.data.id });
      expect(speakers[0]?.playing()?.level_db).toBeGreaterThan(-10);
      expect(speakers[1]?.playing()).toBeNull();
      await until(async () => ((await v1('/v1/device?page=1&limit=1000')).data.list as DeviceView[]).some((device) => device.id === hall.data.id && device.playing?.file_id === file.data.id));
      expect((await v1(`/v1/file/${file.data.id}`, 'DELETE')).msg).toBe('file:inUse');
      expect((await v1('/v1/real_time_task/pause')).data.status).toBe('paused');
      expect((await v1('/v1/real_time_task/stop')).data.status).toBe('idle');
      await until(() => speakers[0]?.playing() === null);

      expect((await v1('/v1/task', 'POST', { name: 'Morning', file_ids: [file.data.id], device_ids: [yard.data.id], start_time: '25:00', weekdays: [] })).msg).toBe('start_time:time,weekdays:required');
      const task = await v1('/v1/task', 'POST', { name: 'Morning', file_ids: [file.data.id], device_ids: [yard.data.id], start_time: '08:00:00', weekdays: [1, 2, 3, 4, 5] });
      expect(task.data).toMatchObject({ offline: 0, audio_source: 0, loop: 1, status: 'idle' });
      expect((await v1(`/v1/task/${task.data.id}/pause`)).msg).toBe('status:state');
      expect((await v1(`/v1/task/${task.data.id}/start`)).data.status).toBe('playing');
      await until(() => speakers[1]?.playing()?.kind === 'task');
      expect((await v1(`/v1/task/${task.data.id}`, 'PATCH', { ...task.data, name: 'Noon' })).msg).toBe('status:state');
      expect((await v1(`/v1/task/${task.data.id}/pause`)).data.status).toBe('paused');
      expect((await v1(`/v1/task/${task.data.id}/resume`)).data.status).toBe('playing');
      expect((await v1(`/v1/task/${task.data.id}/stop`)).data.status).toBe('idle');
      await until(() => speakers[1]?.playing() === null);
      const plans = await v1('/v1/plan?page=1&limit=1');
      expect((await v1(`/v1/plan/${plans.data.list[0].id}/start`)).data.running).toBe(true);
      expect((await v1(`/v1/task/${task.data.id}`, 'DELETE')).code).toBe(200);
    } finally {
      for (const speaker of speakers) speaker.close();
    }
  });
});
