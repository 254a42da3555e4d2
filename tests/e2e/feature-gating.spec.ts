import type { Page } from '@playwright/test';
import { Feature, FEATURE_GATES, FEATURES, SocketClient, SocketCommandError, TerminalOperation, type SocketLike } from '../../protocol/index.ts';
import { ROUTES } from './harness/routes.ts';
import WebSocket from 'ws';
import { DISPATCHER, expect, loginAs, SECOND_DISPATCHER, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * SPEC §6 feature gating in the browser: with a batch of features switched off, their menu entries,
 * routes (404), terminal operations and server calls are refused, and the others stay. The routes,
 * operations and server calls come from the tables the console and the emulator use
 * (routeTable.ts, protocol/featureGating.ts); the UI entries below are the test's own.
 */

const RADIO = '10000005';

/** Test ids of the terminal card's operations (map follow window). */
const OPERATION_TEST_IDS: Readonly<Record<TerminalOperation, string>> = {
  videoMonitor: 'terminal-video-monitor',
  sms: 'terminal-sms',
  remoteSwitch: `remote-switch-${RADIO}`,
  videoCall: `video-call-terminal-${RADIO}`,
  sendTone: `send-tone-${RADIO}`,
  loneWork: 'terminal-op-lone-worker',
  jobTicket: 'terminal-job-ticket',
  environmentMonitor: `monitor-terminal-${RADIO}`,
  terminalManage: `terminal-manage-${RADIO}`,
  trackPlayback: 'open-track-playback',
};

/** Entries of the home screen, the map toolbar and the settings dialog that belong to a feature. */
const HOME_ENTRIES: Partial<Record<Feature, string>> = {
  [Feature.AllCall]: 'all-call-panel',
  [Feature.TempGroupManage]: 'temp-group-new',
};
const MAP_ENTRIES: Partial<Record<Feature, string>> = { [Feature.Fence]: 'map-tool-geo-fences' };
const SETTINGS_ENTRIES: Partial<Record<Feature, string>> = { [Feature.KeyManage]: 'settings-key-management' };

type Batch = { readonly off: readonly Feature[]; readonly how: 'host' | 'access' };
/** Every SPEC §6 feature in one batch; one login per batch keeps the run short. */
const BATCHES: readonly Batch[] = [
  { how: 'host', off: [Feature.Map, Feature.Message, Feature.HistoryVoice, Feature.SosManage, Feature.VideoMonitor, Feature.RemoteSwitch, Feature.SendTone] },
  { how: 'host', off: [Feature.MediaManage, Feature.Report, Feature.Logger, Feature.WorkAlone, Feature.JobTicketing, Feature.VideoFunction, Feature.TerminalManage] },
  { how: 'host', off: [Feature.Patrol, Feature.IndoorLocation, Feature.KeyManage, Feature.Fence, Feature.TrackPlayback, Feature.AllCall, Feature.ManageGroup, Feature.GroupMonitor, Feature.MultiScreen, Feature.School] },
  // Access '-2' admits most features but not these five (SPEC §6).
  { how: 'access', off: [Feature.Broadcast, Feature.CustomTheme, Feature.EnvironmentMonitor, Feature.TempGroupManage, Feature.MuteList] },
];

const ACCOUNTS = [DISPATCHER.account, SECOND_DISPATCHER.account];

async function switchOff(api: PlatformApi, batch: Batch): Promise<void> {
  if (batch.how === 'host') {
    await api.call('POST', '/test/host-config', { hostSwitches: Object.fromEntries(batch.off.map((feature) => [feature, false])) });
    return;
  }
  const access = Object.fromEntries(batch.off.map((feature) => [feature, '-2']));
  for (const account of ACCOUNTS) await api.call('POST', '/test/account-access', { account, access });
}

async function restore(api: PlatformApi): Promise<void> {
  await api.call('POST', '/test/host-config', { hostSwitches: {} });
  for (const account of ACCOUNTS) await api.call('POST', '/test/account-access', { account, access: null });
}

/** A /ds call with the method its route takes (the 405 answer names it). */
async function dsCall(api: PlatformApi, token: string, path: string) {
  const url = `${path}?token=${token}`;
  const first = await api.call('GET', url);
  const method = first.code === '405' ? /takes (\w+)/.exec(first.desc ?? '')?.[1] : undefined;
  return method ? api.call(method, url, {}) : first;
}

async function commandRefusal(client: SocketClient, name: string): Promise<string> {
  try {
    await client.command(name as never, {} as never);
    return 'accepted';
  } catch (error) {
    return error instanceof SocketCommandError ? `${error.code} ${error.desc ?? ''}`.trim() : String(error);
  }
}

async function expectEntries(page: Page, entries: Partial<Record<Feature, string>>, off: readonly Feature[]): Promise<void> {
  for (const [feature, testId] of Object.entries(entries) as [Feature, string][]) {
    await expect(page.getByTestId(testId), `${feature}: ${testId}`).toHaveCount(off.includes(feature) ? 0 : 1);
  }
}

for (const batch of BATCHES) {
  test(`with ${batch.off.join(', ')} off (${batch.how}), their entries, routes, operations and calls are refused`, async ({ page, api }) => {
    // One login walks a whole batch: more steps than most tests, so more time on a loaded machine.
    test.setTimeout(120_000);
    const radio = await connectTerminal(api, RADIO);
    await switchOff(api, batch);
    let direct: SocketClient | null = null;
    try {
      await loginAs(page);
      const off = new Set(batch.off);

      // Menu: an entry is shown exactly when its feature is on.
      const menu = page.getByTestId('main-menu');
      for (const entry of ROUTES.filter((route) => route.menu && route.dsKey !== null)) {
        await expect(menu.locator(`a[href="${entry.path}"]`), entry.path).toHaveCount(off.has(entry.dsKey as Feature) ? 0 : 1);
      }
      await expectEntries(page, HOME_ENTRIES, batch.off);

      // Routes: every path of a feature that is off answers 404 (one per feature keeps it short).
      for (const feature of batch.off) {
        const route = ROUTES.find((entry) => entry.dsKey === feature);
        if (!route) continue;
        await page.goto(route.path);
        await expect(page, route.path).toHaveURL(/\/404/);
      }

      // Terminal operations on the card of a radio.
      await page.goto(`/maps/monitoring-follow-child-5?msId=${RADIO}`);
      await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO, { timeout: 45_000 });
      const operations = page.getByTestId('terminal-operations');
      await expect(operations.getByTestId(`call-terminal-${RADIO}`)).toBeVisible();
      for (const [operation, testId] of Object.entries(OPERATION_TEST_IDS) as [TerminalOperation, string][]) {
        const feature = Object.values(Feature).find((candidate) => FEATURE_GATES[candidate].operations.includes(operation)) as Feature;
        await expect(operations.getByTestId(testId), operation).toHaveCount(off.has(feature) ? 0 : 1);
      }

      // The follow window is bare: the toolbar and the header belong to the main layout.
      await page.goto(off.has(Feature.Map) ? '/home' : '/maps/monitoring');
      await expect(page.getByTestId('main-menu')).toBeVisible();
      if (!off.has(Feature.Map)) await expectEntries(page, MAP_ENTRIES, batch.off);
      await page.getByTestId('header-settings').click();
      await expect(page.getByTestId('settings-custom-skins')).toBeVisible();
      await expectEntries(page, SETTINGS_ENTRIES, batch.off);
      await page.keyboard.press('Escape');

      // One direct server call per feature, as another dispatcher of the same host.
      const token = await api.token(SECOND_DISPATCHER.account, SECOND_DISPATCHER.password);
      direct = new SocketClient({ connect: () => new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}/socket`) as unknown as SocketLike, token: () => token });
      await direct.start();
      for (const feature of batch.off) {
        const gate = FEATURE_GATES[feature];
        const path = gate.dsPaths[0];
        if (path) expect(await dsCall(api, token, path), `${feature}: ${path}`).toMatchObject({ code: '403', desc: gate.refusal });
        const command = gate.commands[0];
        if (command) expect(await commandRefusal(direct, command), `${feature}: ${command}`).toBe(`403 ${gate.refusal}`);
      }
    } finally {
      direct?.close();
      radio.close();
      await restore(api);
    }
  });
}

test('the batches switch every feature off once', () => {
  expect(BATCHES.flatMap((batch) => batch.off).sort()).toEqual([...FEATURES].sort());
});
