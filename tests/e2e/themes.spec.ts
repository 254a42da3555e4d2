import type { Page } from '@playwright/test';
import { encodePng } from '../../protocol/testing/png.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';

/**
 * Custom skins per host (SPEC §2 /themes/theme, §3, §5 skin logos, §6 custom-skin permission). The
 * skinned host is "localhost": the same emulator reached by a second host name, as a second
 * customer's domain would reach the platform. Each test's dispatchers are those of its own
 * organisation; a host name stays the platform's (one skin per host, whoever set it).
 */
const SKIN_HOST = 'localhost';

const transparentLogo = Buffer.from(encodePng({ width: 48, height: 24, colorType: 6, pixel: (x, y) => (x + y < 10 ? [0, 0, 0, 0] : [10, 120, 200, 255]) }));
const opaqueLogo = Buffer.from(encodePng({ width: 48, height: 24, colorType: 6, pixel: () => [10, 120, 200, 255] }));
/** Random pixels do not compress: a PNG of about 64 kB. */
const bigLogo = Buffer.from(encodePng({ width: 128, height: 128, colorType: 6, pixel: () => [0, 1, 2, 3].map(() => Math.floor(Math.random() * 256)) }));

const dialog = (page: Page) => page.getByTestId('theme-dialog');
const fieldError = (page: Page, testId: string) => dialog(page).getByTestId(testId).locator('xpath=ancestor::*[contains(@class,"ui-field")][1]').locator('.ui-field__error');
const pick = (page: Page, testId: string, name: string, buffer: Buffer) => dialog(page).getByTestId(testId).setInputFiles({ name, mimeType: 'image/png', buffer });

async function uploadDirect(baseUrl: string, token: string, bytes: Buffer): Promise<{ code: string; desc?: string }> {
  const response = await fetch(`${baseUrl}/filews/upload/logo?token=${token}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bytes) });
  return (await response.json()) as { code: string; desc?: string };
}

test('a skin for a host: a 60 kB logo and a non-transparent logo are refused (console and emulator); the host then shows its name, logo and colours on the login screen', async ({ page, api, browser, baseURL, organisation }) => {
  const { dispatcher } = organisation;
  expect(bigLogo.length).toBeGreaterThan(60_000);
  // The emulator refuses them when called directly, whatever the console does.
  const token = await api.token(dispatcher.account, dispatcher.password);
  expect(await uploadDirect(api.baseUrl, token, bigLogo)).toMatchObject({ code: '413', desc: 'file:fileTooBig' });
  expect(await uploadDirect(api.baseUrl, token, opaqueLogo)).toMatchObject({ code: '415', desc: 'file:notTransparent' });

  await loginAs(page, dispatcher);
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-custom-skins').click();
  await expect(page).toHaveURL(/\/themes\/theme$/);
  await page.getByTestId('theme-add').click();

  // Rules before anything is sent.
  await dialog(page).getByTestId('theme-hostname').fill('');
  await dialog(page).getByTestId('theme-save').click();
  await expect(fieldError(page, 'theme-hostname')).toHaveText('Enter the host name.');
  await expect(fieldError(page, 'theme-sys-name')).toHaveText('Enter the system name.');
  await dialog(page).getByTestId('theme-hostname').fill(SKIN_HOST);
  await dialog(page).getByTestId('theme-sys-name').fill('Harbour Control');
  await dialog(page).getByTestId('theme-themeColor').fill('red');
  await expect(fieldError(page, 'theme-themeColor')).toHaveText('Enter a colour as #rrggbb, or leave it empty.');
  await dialog(page).getByTestId('theme-css-url').fill('https://elsewhere.example/skin.css');
  await expect(fieldError(page, 'theme-css-url')).toHaveText('Enter a path on this server starting with /.');
  await dialog(page).getByTestId('theme-css-url').fill('');
  await expect(fieldError(page, 'theme-css-url')).toHaveCount(0);

  // Logos: too big, not transparent, then a good one.
  await pick(page, 'theme-logo', 'big.png', bigLogo);
  await expect(dialog(page).getByTestId('theme-logo-error')).toHaveText('The logo is larger than 50 kB.');
  await pick(page, 'theme-logo', 'opaque.png', opaqueLogo);
  await expect(dialog(page).getByTestId('theme-logo-error')).toHaveText('The logo must be a transparent PNG: this one has no transparent pixels.');
  await pick(page, 'theme-logo', 'harbour.png', transparentLogo);
  await expect(dialog(page).getByTestId('theme-logo-preview')).toBeVisible();
  await expect(dialog(page).getByTestId('theme-logo-error')).toHaveCount(0);
  await pick(page, 'theme-mini-logo', 'mini.png', opaqueLogo);
  await expect(dialog(page).getByTestId('theme-mini-logo-error')).toHaveText('The logo must be a transparent PNG: this one has no transparent pixels.');

  await dialog(page).getByTestId('theme-themeColor').fill('#aa3300');
  await expect(dialog(page).getByTestId('theme-tabColor')).toHaveValue('#014d4e');
  await dialog(page).getByTestId('theme-loginFrameColor').fill('#12ab34');
  await dialog(page).getByTestId('theme-logoPageBg').fill('#101820');
  await dialog(page).getByTestId('theme-copyright').fill('© Harbour Authority');
  await dialog(page).getByTestId('theme-save').click();
  await expect(dialog(page)).toHaveCount(0);
  // The list reloads after the set (SPEC §4).
  const row = page.locator(`[data-testid="theme-row"][data-host="${SKIN_HOST}"]`);
  await expect(row.getByTestId('theme-row-name')).toHaveText('Harbour Control');

  // The host without a skin keeps the standard look.
  const plain = await browser.newPage();
  await plain.goto(`${baseURL}/login`);
  await expect(plain.getByTestId('login-title')).toHaveText('PoC Dispatch Console');
  await plain.close();

  // The skinned host, before anyone signs in: its name, logo and colours, the overlay gone.
  const skinned = await browser.newPage();
  const url = new URL(baseURL ?? '');
  url.hostname = SKIN_HOST;
  await skinned.goto(new URL('/login', url).href);
  await expect(skinned.getByTestId('root-overlay')).toHaveCount(0);
  await expect(skinned.getByTestId('login-title')).toHaveText('Harbour Control');
  await expect(skinned).toHaveTitle('Harbour Control');
  await expect(skinned.getByTestId('login-copyright')).toHaveText('© Harbour Authority');
  const logo = skinned.getByTestId('login-logo');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  const card = skinned.locator('.login__card');
  await expect(card).toHaveCSS('border-top-color', 'rgb(18, 171, 52)');
  await expect(skinned.locator('.login')).toHaveCSS('background-color', 'rgb(16, 24, 32)');
  await expect(skinned.getByTestId('login-submit')).toHaveCSS('background-color', 'rgb(170, 51, 0)');
  await skinned.close();

  // Deleted, the host is plain again.
  await row.getByTestId('theme-delete').click();
  await page.getByTestId('theme-delete-confirm').click();
  await expect(row).toHaveCount(0);
  const after = await browser.newPage();
  await after.goto(new URL('/login', url).href);
  await expect(after.getByTestId('login-title')).toHaveText('PoC Dispatch Console');
  await after.close();
});

test('a dispatcher without the custom-skin permission sees the skins but cannot edit them, in the console or by calling the platform', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const second = { account: organisation.dispatchers[1]!.msId, password: organisation.password };
  const token = await api.token(dispatcher.account, dispatcher.password);
  const set = await fetch(`${api.baseUrl}/ds/theme/customTheme?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hostname: 'skins-e2e.example', sysName: 'Depot' }) });
  expect(((await set.json()) as { code: string }).code).toBe('0');
  // SPEC §6: the custom theme feature accepts access '1' only; '-2' is not enough.
  await api.call('POST', '/test/account-access', { account: second.account, access: { customTheme: '-2' } });
  try {
    await loginAs(page, second);
    await page.goto('/themes/theme');
    await expect(page.getByTestId('themes-no-permission')).toHaveText('You can view the skins, but changing them needs the custom skin permission.');
    const row = page.locator('[data-testid="theme-row"][data-host="skins-e2e.example"]');
    await expect(row.getByTestId('theme-row-name')).toHaveText('Depot');
    await expect(page.getByTestId('theme-add')).toHaveCount(0);
    await expect(row.getByTestId('theme-edit')).toHaveCount(0);
    await expect(row.getByTestId('theme-delete')).toHaveCount(0);

    const theirs = await api.token(second.account, second.password);
    const refused = await fetch(`${api.baseUrl}/ds/theme/customTheme?token=${theirs}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hostname: 'skins-e2e.example', sysName: 'Mine now' }) });
    expect(await refused.json()).toMatchObject({ code: '403', desc: 'caller:no-custom-theme-permission' });
    expect(await uploadDirect(api.baseUrl, theirs, transparentLogo)).toMatchObject({ code: '403' });
  } finally {
    // The host name is the platform's: a skin left on it would keep it from any other organisation.
    await fetch(`${api.baseUrl}/ds/theme/deleteTheme?hostname=skins-e2e.example&token=${token}`, { method: 'DELETE' });
  }
});
