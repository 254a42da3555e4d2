import type { Browser, Page } from '@playwright/test';
import type { GpsFix } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import type { TestOrganisation } from './harness/platformApi.ts';
import { connectTerminal } from './harness/terminal.ts';

// Each test works in its own organisation: its groups, names and icons are changed freely, with
// nothing to put back for anyone else. A team of it is the parent of the new subgroup.

const fixAt = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 0, direction: 0, altitude: 10, time: Date.now() });

/** The organisation's second dispatcher at another console. */
async function secondConsole(browser: Browser, baseURL: string | undefined, organisation: TestOrganisation): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, { account: organisation.dispatchers[1]!.msId, password: ORGANISATION_PASSWORD });
  return page;
}

const groupItem = (page: Page, name: string) => page.getByTestId('group-tree').locator('.ui-tree__row', { hasText: name });

test('a subgroup is added, renamed, coloured, gets a member who leaves again, and is deleted; the other console follows live; every rule has its message', async ({ page, browser, baseURL, api }) => {
  // More terminals than a page of the member search holds (20), so that it has a second page.
  const organisation = await api.createOrganisation('Harbour Works', ORGANISATION_PASSWORD, { teams: 2, radios: 10, dispatchers: 2 });
  const PARENT = organisation.teams[0]!.gid;
  const MEMBER = organisation.radios.at(-1)!.msId;
  const name = 'Night';
  const renamed = 'Dockside';
  await loginAs(page, { account: organisation.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD });
  const other = await secondConsole(browser, baseURL, organisation);
  try {
    await page.getByTestId(`group-${PARENT}`).click();
    await page.getByTestId('network-manage-group').click();
    const dialog = page.getByTestId('network-group-dialog');
    const subgroup = dialog.getByTestId('network-subgroup-name');
    const add = dialog.getByTestId('network-subgroup-add');
    // The console's checks: blank, too long, special characters, a name that exists.
    for (const [typed, message] of [
      ['   ', 'Enter a name'],
      ['x'.repeat(21), 'At most 20 characters'],
      ['a<b>', 'Only letters, digits, spaces, _ and -'],
      ['harbour works', 'A group with this name already exists'],
    ] as const) {
      await subgroup.fill(typed);
      await add.click();
      await expect(dialog).toContainText(message);
    }
    await subgroup.fill(name);
    await add.click();
    await expect(subgroup).toHaveValue('');
    // Both consoles show the new subgroup under its parent.
    for (const view of [page, other]) await expect(view.getByTestId('group-tree')).toContainText(name);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await groupItem(page, name).click();
    await page.getByTestId('network-manage-group').click();
    await expect(dialog).toContainText(`Manage group ${name}`);
    // Rename: refused without a name, then renamed everywhere.
    await dialog.getByTestId('network-group-name').fill('');
    await dialog.getByTestId('network-group-rename').click();
    await expect(dialog).toContainText('Enter a name');
    await dialog.getByTestId('network-group-name').fill(renamed);
    await dialog.getByTestId('network-group-rename').click();
    for (const view of [page, other]) await expect(view.getByTestId('group-tree')).toContainText(renamed);

    // Colour: the tree's dot takes it on both consoles.
    await dialog.getByTestId('network-color-e53935').click();
    for (const view of [page, other]) await expect(groupItem(view, renamed).locator('.group-dot')).toHaveCSS('background-color', 'rgb(229, 57, 53)');

    // An unknown terminal ID: the platform's 107.
    await dialog.getByTestId('network-add-id').fill('19999999');
    await dialog.getByTestId('network-add-id-submit').click();
    await expect(dialog.getByTestId('network-members-error')).toHaveText('Client does not exist');

    // Found through the client's terminals (20 a page), added, seen by the other console, removed.
    await expect(dialog.getByTestId('network-page')).toHaveText(/^Page 1 of \d+$/);
    await expect(dialog.getByTestId('network-search-results').locator('li')).toHaveCount(20);
    await dialog.getByTestId('network-page-next').click();
    await expect(dialog.getByTestId('network-page')).toHaveText(/^Page 2 of \d+$/);
    await dialog.getByTestId('network-search').fill(MEMBER);
    await expect(dialog.getByTestId('network-page')).toHaveText('Page 1 of 1');
    await dialog.getByTestId(`network-result-add-${MEMBER}`).click();
    await expect(dialog.getByTestId(`network-member-${MEMBER}`)).toBeVisible();
    await groupItem(other, renamed).click();
    await expect(other.getByTestId(`terminal-${MEMBER}`)).toBeVisible();
    await dialog.getByTestId(`network-member-remove-${MEMBER}`).click();
    await expect(dialog.getByTestId(`network-member-${MEMBER}`)).toHaveCount(0);
    await expect(other.getByTestId(`terminal-${MEMBER}`)).toHaveCount(0);

    // The parent has subgroups: it cannot be deleted (the platform says why).
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId(`group-${PARENT}`).click();
    await page.getByTestId('network-manage-group').click();
    await dialog.getByTestId('network-delete').click();
    await dialog.getByTestId('network-delete-confirm').click();
    await expect(dialog.getByTestId('network-delete-error')).toHaveText('Delete its subgroups first');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The subgroup itself goes, from both consoles.
    await groupItem(page, renamed).click();
    await page.getByTestId('network-manage-group').click();
    await dialog.getByTestId('network-delete').click();
    await dialog.getByTestId('network-delete-confirm').click();
    await expect(dialog).toHaveCount(0);
    for (const view of [page, other]) await expect(view.getByTestId('group-tree')).not.toContainText(renamed);
  } finally {
    await other.context().close();
  }
});

test('a terminal is renamed, given an icon the list and the map show, and its group membership is set over the socket; the other console follows live', async ({ page, browser, baseURL, api, organisation }) => {
  const original = organisation.radios[0]!;
  const RENAMED = original.msId;
  const newName = 'Renamed radio';
  /** A team the radio is not in: its membership gains it. */
  const extra = organisation.teams.map((team) => team.gid).find((gid) => !original.grp.includes(gid))!;
  const radio = await connectTerminal(api, RENAMED, organisation.password);
  await loginAs(page, organisation.dispatcher);
  const other = await secondConsole(browser, baseURL, organisation);
  try {
    await radio.command('reportGps', { fix: fixAt(fromGridMetres(DEMO_STREET_GRID, 520, 640)) });
    for (const console of [page, other]) await console.getByTestId('terminal-search').fill(RENAMED);
    const row = page.getByTestId(`terminal-${RENAMED}`);
    const otherRow = other.getByTestId(`terminal-${RENAMED}`);

    // Rename, with the rules first.
    await row.getByTestId(`terminal-manage-${RENAMED}`).click();
    await page.getByTestId('terminal-manage-rename').click();
    const rename = page.getByTestId('network-rename-dialog');
    for (const [typed, message] of [
      ['  ', 'Enter a name'],
      ['y'.repeat(65), 'At most 64 characters'],
    ] as const) {
      await rename.getByTestId('network-terminal-name').fill(typed);
      await rename.getByTestId('network-terminal-rename').click();
      await expect(rename).toContainText(message);
    }
    await rename.getByTestId('network-terminal-name').fill(newName);
    await rename.getByTestId('network-terminal-rename').click();
    await expect(rename).toHaveCount(0);
    for (const shown of [row, otherRow]) await expect(shown.getByTestId('terminal-name')).toHaveText(newName);

    // Icon: the lists of both consoles draw it.
    await row.getByTestId(`terminal-manage-${RENAMED}`).click();
    await page.getByTestId('terminal-manage-setIcon').click();
    await page.getByTestId('network-icon-dialog').getByTestId('network-icon-camera').click();
    for (const shown of [row, otherRow]) await expect(shown.locator('.terminal-type')).toHaveAttribute('data-icon', 'camera');

    // Group membership over the socket: none is refused, one more group is taken.
    await row.getByTestId(`terminal-manage-${RENAMED}`).click();
    await page.getByTestId('terminal-manage-membership').click();
    const membership = page.getByTestId('network-membership-dialog');
    for (const gid of original.grp) await membership.getByTestId(`network-membership-${gid}`).click();
    await membership.getByTestId('network-membership-save').click();
    await expect(membership.getByTestId('network-membership-error')).toHaveText('Choose at least one group');
    for (const gid of [...original.grp, extra]) await membership.getByTestId(`network-membership-${gid}`).click();
    await membership.getByTestId('network-membership-save').click();
    await expect(membership).toHaveCount(0);
    await other.getByTestId('terminal-search').fill('');
    await other.getByTestId(`group-${extra}`).click();
    await expect(other.getByTestId(`terminal-${RENAMED}`)).toBeVisible();

    // The map: the card of the terminal shows the chosen glyph (the layer draws the same).
    await other.goto('/maps/monitoring');
    await other.getByTestId('map-tool-layers').click();
    await other.getByTestId('layer-dataList').click();
    await other.getByTestId('map-data-filter').fill(RENAMED);
    await other.getByTestId(`map-data-${RENAMED}`).click();
    const card = other.getByTestId('terminal-info');
    await expect(card).toHaveAttribute('data-ms-id', RENAMED);
    await expect(card).toContainText(newName);
    await expect(card.locator('[data-glyph]')).toHaveAttribute('data-glyph', 'camera');
  } finally {
    radio.close();
    await other.context().close();
  }
});

test("the rules and the platform's 107 are worded in the dispatcher's language", async ({ page, organisation }) => {
  const PARENT = organisation.teams[0]!.gid;
  await loginAs(page, organisation.dispatcher);
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-language').selectOption('fr-FR');
  await page.getByTestId('settings-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.getByTestId(`group-${PARENT}`).click();
  await page.getByTestId('network-manage-group').click();
  const dialog = page.getByTestId('network-group-dialog');
  await dialog.getByTestId('network-subgroup-add').click();
  await expect(dialog).toContainText('Saisissez un nom');
  await dialog.getByTestId('network-subgroup-name').fill('x'.repeat(21));
  await dialog.getByTestId('network-subgroup-add').click();
  await expect(dialog).toContainText('20 caractères au plus');
  await dialog.getByTestId('network-add-id').fill('19999999');
  await dialog.getByTestId('network-add-id-submit').click();
  await expect(dialog.getByTestId('network-members-error')).toHaveText("Le client n'existe pas");
});

test('without the manage-group and terminal-manage features their entries are not offered', async ({ page, api, organisation }) => {
  const PARENT = organisation.teams[0]!.gid;
  const RENAMED = organisation.radios[0]!.msId;
  // The host's switches are the platform's, every organisation's: they are put back whatever happens.
  await api.call('POST', '/test/host-config', { hostSwitches: { manageGroup: false, terminalManage: false } });
  try {
    await loginAs(page, organisation.dispatcher);
    await page.getByTestId(`group-${PARENT}`).click();
    await page.getByTestId('terminal-search').fill(RENAMED);
    await expect(page.getByTestId(`terminal-${RENAMED}`)).toBeVisible();
    await expect(page.getByTestId('network-manage-group')).toHaveCount(0);
    await expect(page.getByTestId(`terminal-manage-${RENAMED}`)).toHaveCount(0);
  } finally {
    await api.call('POST', '/test/host-config', { hostSwitches: {} });
  }
  await page.reload();
  await page.getByTestId(`group-${PARENT}`).click();
  await page.getByTestId('terminal-search').fill(RENAMED);
  await expect(page.getByTestId('network-manage-group')).toBeVisible();
  await expect(page.getByTestId(`terminal-manage-${RENAMED}`)).toBeVisible();
});
