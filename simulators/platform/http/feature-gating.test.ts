import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feature, FEATURE_GATES, FEATURES } from '../../../protocol/index.ts';
import { runCommand, type CommandContext } from '../socket/commands.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

const DISPATCHER = '20000001';
const ONE_ONLY: readonly Feature[] = [Feature.Broadcast, Feature.CustomTheme, Feature.EnvironmentMonitor, Feature.TempGroupManage, Feature.MuteList];

let emulator: TestEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, DISPATCHER, 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

/** Calls a /ds path with the method it takes (found from the 405 answer), without a body worth taking. */
async function ds(path: string) {
  const url = `${emulator.url}${path}?token=${token}`;
  const first = await call(url, 'GET');
  const method = first.status === 405 ? /takes (\w+)/.exec(first.body.desc ?? '')?.[1] : undefined;
  return method ? call(url, method, {}) : first;
}

const control = (path: string, body: unknown) => call(`${emulator.url}${path}`, 'POST', body);
const command = (name: string) => runCommand({ platform: emulator.platform } as unknown as CommandContext, DISPATCHER, name as never, {});

describe('the emulator refuses every gated server call of a feature that is off (protocol/featureGating.ts)', () => {
  for (const feature of FEATURES) {
    const gate = FEATURE_GATES[feature];
    if (gate.dsPaths.length === 0 && gate.commands.length === 0) continue;
    it(feature, async () => {
      const noFeature = { code: '403', desc: gate.refusal };
      // Turned on: the gate lets each call through to its handler, which knows the path.
      for (const path of gate.dsPaths) {
        const answer = await ds(path);
        expect(answer.status, path).not.toBe(404);
        expect(answer.body.desc, path).not.toBe(gate.refusal);
      }
      for (const name of gate.commands) expect((await command(name)).desc, name).not.toBe(gate.refusal);

      await control('/test/host-config', { hostSwitches: { [feature]: false } });
      try {
        for (const path of gate.dsPaths) expect((await ds(path)).body, path).toEqual(noFeature);
        for (const name of gate.commands) expect(await command(name), name).toEqual(noFeature);
      } finally {
        await control('/test/host-config', { hostSwitches: {} });
      }

      // Access code '-2' admits most features; only '1' admits the five of SPEC §6.
      await control('/test/account-access', { account: DISPATCHER, access: { [feature]: '-2' } });
      try {
        const refused = ONE_ONLY.includes(feature);
        for (const path of gate.dsPaths) expect((await ds(path)).body.desc === gate.refusal, path).toBe(refused);
        for (const name of gate.commands) expect((await command(name)).desc === gate.refusal, name).toBe(refused);
        await control('/test/account-access', { account: DISPATCHER, access: { [feature]: '0' } });
        for (const path of gate.dsPaths) expect((await ds(path)).body, path).toEqual(noFeature);
      } finally {
        await control('/test/account-access', { account: DISPATCHER, access: null });
      }
    }, 60_000);
  }

  it('does not gate a radio: its lone-work alarm and its own calls keep their handlers', async () => {
    await control('/test/host-config', { hostSwitches: { workAlone: false, jobTicketing: false } });
    try {
      const radio = await tokenFor(emulator.url, '10000006', '123456');
      const answer = await call(`${emulator.url}/ds/lonework/addAlarm?token=${radio}`, 'POST', {});
      expect(answer.body.desc).not.toBe(FEATURE_GATES[Feature.WorkAlone].refusal);
    } finally {
      await control('/test/host-config', { hostSwitches: {} });
    }
  });
});
