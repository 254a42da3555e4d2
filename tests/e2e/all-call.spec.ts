import type { Locator } from '@playwright/test';
import type { SimulatedTerminal } from '../../simulators/terminals/simulated-terminal.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import { connectVoiceTerminal, untilDownlink } from './harness/terminal.ts';
import type { PlatformApi } from './harness/platformApi.ts';

/**
 * All-call and broadcast call from the console with real audio: the fake microphone's speech goes
 * into the call's AudioBridge room, the platform relays it into the group rooms, and simulated
 * radios (plain RTP) in different groups meter what they hear. Each test works in an organisation
 * of its own with three teams of one radio each.
 */
const SILENCE_DBFS = -45;

type Fleet = { dispatcher: { account: string; password: string }; teams: string[]; radios: Map<string, SimulatedTerminal> | null };

/** An own organisation of three teams, one radio each (named as the fixture names its own), and its radios online in their teams' rooms, by team gid. */
async function fleetOf(api: PlatformApi): Promise<Fleet> {
  const info = test.info();
  const made = await api.createOrganisation(`Org ${info.testId.slice(0, 10)} ${info.repeatEachIndex}.${info.retry}`, ORGANISATION_PASSWORD, { teams: 3, radios: 1, dispatchers: 2 });
  const [dispatcher, operator] = made.dispatchers.map((entry) => ({ account: entry.msId, password: ORGANISATION_PASSWORD }));
  const teams = made.teams.map((team) => team.gid);
  const connected = new Map<string, SimulatedTerminal>();
  for (const [t, gid] of teams.entries()) {
    const radio = await connectVoiceTerminal(api, made.radios[t]!.msId, operator!, ORGANISATION_PASSWORD);
    if (!radio) return { dispatcher: dispatcher!, teams, radios: null };
    connected.set(gid, radio);
  }
  return { dispatcher: dispatcher!, teams, radios: connected };
}

/**
 * Waits for the call to settle (the console bounds connecting by its own deadline and one retry),
 * then wants it on air; a failure names the step the audio reached (OneWayTalkStep).
 */
async function expectOnAir(panel: Locator): Promise<void> {
  await expect(panel).toHaveAttribute('data-state', /^(talking|error|ended)$/, { timeout: 45_000 });
  const settled = `${await panel.getAttribute('data-state')} ${(await panel.getAttribute('data-step')) ?? ''}`.trim();
  expect(settled, 'the all-call panel: state and the step its audio reached').toBe('talking');
  // A second attempt is allowed (a stalled first one is retried) but worth seeing in the run's log.
  const attempt = await panel.getAttribute('data-attempt');
  if (attempt !== '1') console.log(`all-call audio got through on attempt ${attempt}`);
}

test('an all-call from the console reaches radios in every group, and they cannot take the floor', async ({ page, api }) => {
  const { dispatcher, teams, radios: fleet } = await fleetOf(api);
  test.skip(fleet === null, 'no Janus in this run');
  try {
    await loginAs(page, dispatcher);
    const panel = page.getByTestId('all-call-panel');
    for (const radio of fleet!.values()) await untilDownlink(radio);
    await panel.getByTestId('all-call-start').click();
    await expectOnAir(panel);
    const banner = panel.locator('[data-testid^="one-way-"]');
    await expect(banner).toHaveAttribute('data-kind', 'all');
    await expect(banner).toHaveAttribute('data-talker', dispatcher.account);
    for (const [gid, radio] of fleet!) {
      await expect.poll(() => radio.heard().loudMs, { timeout: 10_000, message: `radio in ${gid}` }).toBeGreaterThan(500);
      expect(radio.heard().peakDbfs).toBeGreaterThan(SILENCE_DBFS);
    }
    const denied = await fleet!.get(teams[1]!)!.talk({ ms: 300 });
    expect(denied).toMatchObject({ outcome: 'denied', reason: 'one-way' });
    await panel.getByTestId('all-call-stop').click();
    await expect(panel).toHaveAttribute('data-state', 'ended');
    await expect(banner).toHaveCount(0);
  } finally {
    await Promise.all([...(fleet?.values() ?? [])].map((radio) => radio.stop()));
  }
});

test('a broadcast call reaches the chosen groups only', async ({ page, api }) => {
  const { dispatcher, teams, radios: fleet } = await fleetOf(api);
  const [first, second, third] = teams as [string, string, string];
  test.skip(fleet === null, 'no Janus in this run');
  try {
    await loginAs(page, dispatcher);
    const panel = page.getByTestId('all-call-panel');
    await panel.getByTestId('broadcast-call-start').click();
    const dialog = page.getByTestId('broadcast-dialog');
    await dialog.getByTestId(`broadcast-group-${first}`).click();
    await dialog.getByTestId(`broadcast-group-${second}`).click();
    for (const radio of fleet!.values()) await untilDownlink(radio);
    await dialog.getByTestId('broadcast-dialog-start').click();
    await expectOnAir(panel);
    await expect(panel.locator('[data-testid^="one-way-"]')).toHaveAttribute('data-gids', `${first},${second}`);
    await expect.poll(() => fleet!.get(first)!.heard().loudMs, { timeout: 10_000 }).toBeGreaterThan(500);
    await expect.poll(() => fleet!.get(second)!.heard().loudMs, { timeout: 10_000 }).toBeGreaterThan(500);
    await page.waitForTimeout(1_000); // a window in which nothing may reach the third team: it is not in the call
    expect(fleet!.get(third)!.heard().loudMs).toBe(0);
    await panel.getByTestId('all-call-stop').click();
    await expect(panel).toHaveAttribute('data-state', 'ended');
  } finally {
    await Promise.all([...(fleet?.values() ?? [])].map((radio) => radio.stop()));
  }
});

test('offline, the all-call controls are disabled and say so', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  await loginAs(page, dispatcher);
  const panel = page.getByTestId('all-call-panel');
  await expect(panel.getByTestId('all-call-start')).toBeEnabled();
  // Refuse new sockets, then cut this dispatcher's: the console stays offline.
  let refused = true;
  await page.routeWebSocket('**/socket', (socket) => (refused ? socket.close() : socket.connectToServer()));
  try {
    await api.dropSockets(dispatcher.account);
    await expect(panel.getByTestId('all-call-offline')).toHaveText('You are offline');
    await expect(panel.getByTestId('all-call-start')).toBeDisabled();
    await expect(panel.getByTestId('broadcast-call-start')).toBeDisabled();
  } finally {
    refused = false;
  }
  await expect(panel.getByTestId('all-call-start')).toBeEnabled({ timeout: 30_000 });
});
