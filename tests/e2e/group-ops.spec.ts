import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/** Demo fleet: the dispatcher talks in the Control Room; North Patrol A radios are in 111, 110 and 100. */
const CONTROL_ROOM = '150';
const NORTH_PATROL_A = '111';
const NORTH_DISTRICT = '110';

async function findTerminal(page: Page, msId: string) {
  await page.getByTestId('terminal-search').fill(msId);
  return page.getByTestId(`terminal-${msId}`);
}

async function setNotifyOnline(page: Page, on: boolean): Promise<void> {
  await page.getByTestId('header-settings').click();
  const toggle = page.getByTestId('settings-notifyOnline');
  if ((await toggle.locator('input').isChecked()) !== on) await toggle.click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
}

const closeQuietly = (terminal: SocketClient | null) => terminal?.close();

test('a radio coming online shows a notice while its toggle is on, none when it is off', async ({ page, api }) => {
  await loginAs(page);
  const first = '10000005';
  const row = await findTerminal(page, first);
  const name = await row.getByTestId('terminal-name').innerText();
  let radio: SocketClient | null = await connectTerminal(api, first);
  try {
    const notice = page.getByTestId('notice').filter({ hasText: 'came online' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(name);
    await expect(notice).toHaveCount(0, { timeout: 6_000 }); // gone after its 3 s
  } finally {
    closeQuietly(radio);
  }

  await setNotifyOnline(page, false);
  const second = '10000006';
  const secondRow = await findTerminal(page, second);
  radio = await connectTerminal(api, second);
  try {
    await expect(secondRow).toHaveAttribute('data-online', '1');
    await page.waitForTimeout(1_500); // a window past the notifier's one-second burst in which no notice may show
    await expect(page.locator('[data-testid="notice"][data-kind="online"]')).toHaveCount(0);
  } finally {
    closeQuietly(radio);
  }
});

test('a call the radio cancels before the dispatcher answers goes into the missed calls list', async ({ page, api }) => {
  await loginAs(page);
  const caller = '10000007';
  const name = await (await findTerminal(page, caller)).getByTestId('terminal-name').innerText();
  await expect(page.getByTestId('missed-calls-button')).toHaveAttribute('data-count', '0');
  const radio = await connectTerminal(api, caller);
  try {
    const callId = `missed-${Date.now().toString(36)}`;
    await radio.command('callSignal', { callId, signal: 'invite', to: DISPATCHER.account, media: 'audio' });
    await radio.command('callSignal', { callId, signal: 'cancel' });
  } finally {
    radio.close();
  }
  const button = page.getByTestId('missed-calls-button');
  await expect(button).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('missed-calls-count')).toHaveText('1');
  await button.click();
  const entry = page.getByTestId(`missed-call-${caller}`);
  await expect(entry).toContainText(name);
  await expect(entry).toContainText(caller);
  await expect(page.getByTestId(`missed-call-back-${caller}`)).toBeVisible();

  // Kept in storage: still listed after a reload.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('missed-calls-button')).toHaveAttribute('data-count', '1');
  await page.getByTestId('missed-calls-button').click();
  await page.getByTestId('missed-calls-clear').click();
  await expect(page.getByTestId('missed-calls-button')).toHaveAttribute('data-count', '0');
});

test('switching group from the tree moves the voice panel to that group', async ({ page }) => {
  await loginAs(page);
  await expect(page.getByTestId(`group-current-${CONTROL_ROOM}`)).toBeVisible();
  await page.getByTestId(`group-${NORTH_PATROL_A}`).click();
  try {
    await page.getByTestId(`group-switch-${NORTH_PATROL_A}`).click();
    await expect(page.getByTestId(`monitored-${NORTH_PATROL_A}`)).toHaveAttribute('data-current', 'true');
    await expect(page.getByTestId('ptt-button')).toHaveAttribute('aria-label', /North Patrol A/);
    await expect(page.getByTestId(`group-current-${NORTH_PATROL_A}`)).toBeVisible();
  } finally {
    // Other specs expect the dispatcher in the Control Room.
    await page.getByTestId(`group-${CONTROL_ROOM}`).click();
    await page.getByTestId(`group-switch-${CONTROL_ROOM}`).click();
    await expect(page.getByTestId(`monitored-${CONTROL_ROOM}`)).toHaveAttribute('data-current', 'true');
  }
});

test('a remote group switch moves a radio, and the list shows its new group', async ({ page, api }) => {
  await loginAs(page);
  const msId = '10000003';
  const radio = await connectTerminal(api, msId);
  try {
    const row = await findTerminal(page, msId);
    await expect(row).toHaveAttribute('data-online', '1');
    await expect(row).toHaveAttribute('data-current-group', NORTH_PATROL_A);
    await page.getByTestId(`remote-switch-${msId}`).click();
    await page.getByTestId(`remote-switch-to-${NORTH_DISTRICT}`).click();
    await expect(row).toHaveAttribute('data-current-group', NORTH_DISTRICT);
    await expect(row.getByTestId('terminal-current-group')).toHaveText('North District');
    await expect(page.locator('.ui-toast--success').filter({ hasText: 'North District' })).toBeVisible();
  } finally {
    await radio.command('switchGroup', { gid: NORTH_PATROL_A }).catch(() => undefined);
    radio.close();
  }
});
