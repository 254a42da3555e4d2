import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Two organisations on one platform (Issue 38): a console of one never shows the other's groups or
 * terminals, not at load and not live. The demo radio and group are North Patrol A's.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_RADIO = '10000007';
const DEMO_GROUP = '111';

async function search(page: Page, text: string) {
  await page.getByTestId('terminal-search').fill(text);
}

test("a dispatcher's console shows its own organisation only, live too", async ({ page, browser, api }) => {
  const tenant = await api.createOrganisation('Harbour Works', PASSWORD, { teams: 2, radios: 2, dispatchers: 1 });
  await loginAs(page, { account: tenant.dispatchers[0]!.msId, password: PASSWORD });
  const own = tenant.radios[0]!;
  await search(page, own.msId);
  await expect(page.getByTestId(`terminal-${own.msId}`)).toHaveAttribute('data-online', '0');
  await search(page, DEMO_RADIO);
  await expect(page.getByTestId(`terminal-${DEMO_RADIO}`)).toHaveCount(0);

  const demoPage = await browser.newPage();
  const radios: SocketClient[] = [];
  try {
    await loginAs(demoPage, DISPATCHER);
    await demoPage.getByTestId('terminal-search').fill(DEMO_RADIO);
    // Both organisations' radios come online; each console hears of its own only.
    radios.push(await connectTerminal(api, DEMO_RADIO));
    radios.push(await connectTerminal(api, own.msId, PASSWORD));
    await expect(demoPage.getByTestId(`terminal-${DEMO_RADIO}`)).toHaveAttribute('data-online', '1');
    await search(page, own.msId);
    await expect(page.getByTestId(`terminal-${own.msId}`)).toHaveAttribute('data-online', '1');
    await demoPage.getByTestId('terminal-search').fill(own.msId);
    await expect(demoPage.getByTestId(`terminal-${own.msId}`)).toHaveCount(0);
    await search(page, DEMO_RADIO);
    await expect(page.getByTestId(`terminal-${DEMO_RADIO}`)).toHaveCount(0);
    // Nor does the group list name the other's groups.
    await expect(page.getByTestId(`group-switch-${DEMO_GROUP}`)).toHaveCount(0);
    await expect(page.getByText('North Patrol A')).toHaveCount(0);
    await expect(demoPage.getByText('Harbour Works')).toHaveCount(0);
  } finally {
    for (const radio of radios) radio.close();
    await demoPage.close();
  }
});
