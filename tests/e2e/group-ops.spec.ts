import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Each test works in its own organisation: its dispatcher talks in the root group; the radios of
 * its first team are in that team and the root.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

test('a radio coming online shows a notice while its toggle is on, none when it is off', async ({ page, api, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  const first = organisation.radios[0]!.msId;
  const row = await findTerminal(page, first);
  const name = await row.getByTestId('terminal-name').innerText();
  let radio: SocketClient | null = await connectTerminal(api, first, organisation.password);
  try {
    const notice = page.getByTestId('notice').filter({ hasText: 'came online' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(name);
    await expect(notice).toHaveCount(0, { timeout: 6_000 }); // gone after its 3 s
  } finally {
    closeQuietly(radio);
  }

  await setNotifyOnline(page, false);
  const second = organisation.radios[1]!.msId;
  const secondRow = await findTerminal(page, second);
  radio = await connectTerminal(api, second, organisation.password);
  try {
    await expect(secondRow).toHaveAttribute('data-online', '1');
    await page.waitForTimeout(1_500); // a window past the notifier's one-second burst in which no notice may show
    await expect(page.locator('[data-testid="notice"][data-kind="online"]')).toHaveCount(0);
  } finally {
    closeQuietly(radio);
  }
});

test('a call the radio cancels before the dispatcher answers goes into the missed calls list', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  await loginAs(page, dispatcher);
  const caller = organisation.radios[0]!.msId;
  const name = await (await findTerminal(page, caller)).getByTestId('terminal-name').innerText();
  await expect(page.getByTestId('missed-calls-button')).toHaveAttribute('data-count', '0');
  const radio = await connectTerminal(api, caller, organisation.password);
  try {
    const callId = `missed-${Date.now().toString(36)}`;
    await radio.command('callSignal', { callId, signal: 'invite', to: dispatcher.account, media: 'audio' });
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

test('switching group from the tree moves the voice panel to that group', async ({ page, organisation }) => {
  const { root } = organisation;
  const team = organisation.teams[0]!;
  await loginAs(page, organisation.dispatcher);
  await expect(page.getByTestId(`group-current-${root.gid}`)).toBeVisible();
  await page.getByTestId(`group-${team.gid}`).click();
  await page.getByTestId(`group-switch-${team.gid}`).click();
  await expect(page.getByTestId(`monitored-${team.gid}`)).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('ptt-button')).toHaveAttribute('aria-label', new RegExp(escaped(team.name)));
  await expect(page.getByTestId(`group-current-${team.gid}`)).toBeVisible();
});

test('a remote group switch moves a radio, and the list shows its new group', async ({ page, api, organisation }) => {
  const { root } = organisation;
  await loginAs(page, organisation.dispatcher);
  const msId = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, msId, organisation.password);
  try {
    const row = await findTerminal(page, msId);
    await expect(row).toHaveAttribute('data-online', '1');
    await expect(row).toHaveAttribute('data-current-group', organisation.teams[0]!.gid);
    await page.getByTestId(`remote-switch-${msId}`).click();
    await page.getByTestId(`remote-switch-to-${root.gid}`).click();
    await expect(row).toHaveAttribute('data-current-group', root.gid);
    await expect(row.getByTestId('terminal-current-group')).toHaveText(root.name);
    // The radio's own name starts with its organisation's, so its "came online" notice would match the name alone.
    await expect(page.locator('.ui-toast--success').filter({ hasText: `moved to ${root.name}` })).toBeVisible();
  } finally {
    radio.close();
  }
});
