import type { Page } from '@playwright/test';
import { BROADCAST_OK, DEFAULT_BROADCAST_PASSWORD, hashForWire } from '../../protocol/index.ts';
import { SimulatedSpeaker } from '../../simulators/speakers/simulated-speaker.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';

/** Codes no earlier run used: the emulators live for the whole run. */
const suffix = () => Date.now().toString(36).slice(-5);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openSpeakers(page: Page): Promise<void> {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Broadcast' }).click();
  await expect(page.getByTestId('broadcast')).toHaveAttribute('data-gate', 'in');
  await page.getByTestId('broadcast-tab-speakers').click();
}

async function addRootOrg(page: Page, name: string, code: string): Promise<void> {
  const form = page.getByTestId('broadcast-org-form');
  await page.getByTestId('broadcast-org-name').fill(name);
  await page.getByTestId('broadcast-org-code').fill(code);
  await form.getByRole('button', { name: 'Add organisation' }).click();
  await expect(toast(page, `Organisation ${name} added.`)).toBeVisible();
}

/** The next organisation PATCH: the password as it went on the wire, and the service's answer code. */
const patched = (page: Page) =>
  page
    .waitForResponse((response) => response.request().method() === 'PATCH' && /\/v1\/org\/\d+$/.test(new URL(response.url()).pathname))
    .then(async (response) => ({ password: (response.request().postDataJSON() as { password: string }).password, code: ((await response.json()) as { code: number }).code }));

test('broadcast: edit an organisation (name, password rule) and a speaker (name, organisation, volume), with the rules, and the emulator keeps it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const id = suffix();
  const [northCode, southCode, hallCode] = [`north-${id}`, `south-${id}`, `hall-${id}`];
  const hall = new SimulatedSpeaker({ url: baseURL ?? '', key: process.env.POC_SPEAKER_KEY ?? '', code: hallCode }).start();
  try {
    await loginAs(page, DISPATCHER);
    await openSpeakers(page);
    await addRootOrg(page, `North ${id}`, northCode);
    await addRootOrg(page, `South ${id}`, southCode);
    await page.getByTestId(`broadcast-org-${northCode}`).click();
    await page.getByTestId('broadcast-device-name').fill('Hall');
    await page.getByTestId('broadcast-device-code').fill(hallCode);
    await page.getByTestId('broadcast-device-form').getByRole('button', { name: 'Add speaker' }).click();
    await expect(toast(page, 'Speaker Hall added.')).toBeVisible();

    // Organisation: the rules, then a new name with a typed password (sent as its MD5), then a blank one (the default secret).
    const orgEdit = page.getByTestId('broadcast-org-edit');
    await page.getByTestId('broadcast-org-edit-name').fill('');
    await orgEdit.getByRole('button', { name: 'Save organisation' }).click();
    await expect(orgEdit.getByText('Required.')).toBeVisible();
    await page.getByTestId('broadcast-org-edit-name').fill('North <b>');
    await orgEdit.getByRole('button', { name: 'Save organisation' }).click();
    await expect(orgEdit.getByText('Contains characters that are not allowed.')).toBeVisible();
    await page.getByTestId('broadcast-org-edit-name').fill(`Harbour ${id}`);
    await page.getByTestId('broadcast-org-edit-password').fill('Tide#42');
    const typed = patched(page);
    await orgEdit.getByRole('button', { name: 'Save organisation' }).click();
    expect(await typed).toEqual({ password: hashForWire('Tide#42'), code: BROADCAST_OK });
    await expect(toast(page, `Organisation Harbour ${id} saved.`)).toBeVisible();
    await expect(page.getByTestId(`broadcast-org-${northCode}`)).toContainText(`Harbour ${id}`);
    await expect(page.getByTestId('broadcast-org-edit-password')).toHaveValue('');
    const blank = patched(page);
    await orgEdit.getByRole('button', { name: 'Save organisation' }).click();
    expect(await blank).toEqual({ password: DEFAULT_BROADCAST_PASSWORD, code: BROADCAST_OK });

    // Speaker: the rules, then a new name, the other organisation and volume 45, which reaches the speaker.
    const hallRow = page.getByTestId(`broadcast-device-${hallCode}`);
    await expect(hallRow).toHaveAttribute('data-online', '1', { timeout: 15_000 });
    await hallRow.getByRole('button', { name: 'Edit' }).click();
    const deviceEdit = page.getByTestId('broadcast-device-edit');
    await page.getByTestId('broadcast-device-edit-name').fill(' ');
    await page.getByTestId('broadcast-device-edit-volume').fill('101');
    await deviceEdit.getByRole('button', { name: 'Save speaker' }).click();
    await expect(deviceEdit.getByText('Required.')).toBeVisible();
    await expect(deviceEdit.getByText('Out of range.')).toBeVisible();
    await page.getByTestId('broadcast-device-edit-name').fill('Quay');
    await page.getByTestId('broadcast-device-edit-org').selectOption({ label: `South ${id}` });
    await page.getByTestId('broadcast-device-edit-volume').fill('45');
    await deviceEdit.getByRole('button', { name: 'Save speaker' }).click();
    await expect(toast(page, 'Speaker Quay saved.')).toBeVisible();
    await expect(deviceEdit).toHaveCount(0);
    await expect.poll(() => hall.volume, { timeout: 10_000 }).toBe(45);
    // It left the chosen organisation's list and shows under the other one.
    await expect(hallRow).toHaveCount(0);
    await page.getByTestId(`broadcast-org-${southCode}`).click();
    await expect(hallRow.locator('td').nth(1)).toHaveText('Quay');
    await expect(hallRow.locator('td').nth(3)).toHaveText(`South ${id}`);

    // A fresh read from the emulator shows the same.
    await page.reload();
    await expect(page.getByTestId('broadcast')).toHaveAttribute('data-gate', 'in');
    await page.getByTestId('broadcast-tab-speakers').click();
    await expect(page.getByTestId(`broadcast-org-${northCode}`)).toContainText(`Harbour ${id}`);
    await expect(hallRow.locator('td').nth(1)).toHaveText('Quay');
    await expect(hallRow.locator('td').nth(3)).toHaveText(`South ${id}`);
    await expect(page.getByTestId(`broadcast-volume-${hallCode}`)).toHaveValue('45');
  } finally {
    hall.close();
  }
});
