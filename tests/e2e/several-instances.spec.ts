import type { SocketClient } from '../../protocol/index.ts';
import { readRoster } from '../../simulators/terminals/roster.ts';
import { dropDeployment, instanceArgs, unreachable } from '../../simulators/platform/scale-out/deployment-fixture.ts';
import { startFailoverFront } from '../../simulators/platform/scale-out/failover-front.ts';
import { startCrashableEmulator, startEmulator } from './harness/emulator.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { PlatformApi } from './harness/platformApi.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Issue 11: two emulator instances share one PostgreSQL store and NATS JetStream. The console is on
 * instance A (through a front that sends new connections to the first live instance), radios on B:
 * their alarms show on the console; A is SIGKILLed, the console lands on B and resumes, and every
 * alarm B acknowledged, before and after, is on screen exactly once.
 */
test('several instances: alarms raised through B show on a console of A, and survive A being killed', async ({ browser }) => {
  const why = await unreachable();
  test.skip(why !== null, `PostgreSQL or NATS unreachable: ${why}`);
  test.setTimeout(240_000);
  const schema = `poc_e2e_multi_${process.pid}_${Date.now().toString(36)}`;
  const a = await startCrashableEmulator(instanceArgs(schema, 'a'));
  const b = await startEmulator(instanceArgs(schema, 'b'));
  const front = await startFailoverFront([a, b].map((instance) => ({ host: '127.0.0.1', port: Number(new URL(instance.url).port) })));
  const radios: SocketClient[] = [];
  const context = await browser.newContext({ baseURL: front.url });
  try {
    const api = new PlatformApi(b.url);
    const roster = await readRoster(b.url, DISPATCHER);
    for (const entry of roster.slice(0, 6)) radios.push(await connectTerminal(api, entry.msId));
    const page = await context.newPage();
    await loginAs(page, DISPATCHER);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');

    const before = await Promise.all(radios.slice(0, 3).map(async (radio) => (await raiseSos(radio)).id));
    for (const id of before) await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${id}"]`)).toHaveCount(1);

    await a.kill();
    // Raised while the console has no socket: it must get them from B when it resumes.
    const during = await Promise.all(radios.slice(3).map(async (radio) => (await raiseSos(radio)).id));
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    for (const id of [...before, ...during]) await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${id}"]`)).toHaveCount(1);
    await expect(page.getByTestId('sos-alert-item')).toHaveCount(before.length + during.length);
    expect(front.routed.size).toBe(2);
  } finally {
    for (const radio of radios) radio.close();
    await context.close();
    await front.close();
    await a.stop();
    await b.stop();
    await dropDeployment(schema);
  }
});
