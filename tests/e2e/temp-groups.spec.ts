import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, ORGANISATION_PASSWORD, test, type OwnOrganisation } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';

/**
 * Each test works in its own organisation: three of its radios, its dispatchers' own group (the
 * root), and, for the name rules, one of its fixed groups' names. Temp group names are unique
 * within an organisation, so plain names do.
 */
const radiosOf = (organisation: { radios: readonly { msId: string }[] }) => organisation.radios.slice(0, 3).map((radio) => radio.msId) as [string, string, string];

/**
 * An own organisation like the fixture's, under a name its teams' names keep to the temp group
 * name rules (at most 20 characters, no '.'), so a dispatcher can type a fixed group's name.
 */
async function typableOrganisation(api: PlatformApi): Promise<OwnOrganisation> {
  const info = test.info();
  const made = await api.createOrganisation(`Org ${info.testId.slice(-6)}`, ORGANISATION_PASSWORD, { teams: 2, radios: 4, dispatchers: 2 });
  return { ...made, password: ORGANISATION_PASSWORD, dispatcher: { account: made.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD } };
}

const panel = (page: Page) => page.getByTestId('temp-groups-panel');
const dialog = (page: Page) => page.getByTestId('temp-group-dialog');
const rowNamed = (page: Page, name: string): Locator => panel(page).locator(`li[data-name="${name}"]`);
const nameError = (page: Page) => dialog(page).locator('.ui-field__error').first();

async function openHome(page: Page, who: { account: string; password: string }): Promise<void> {
  await loginAs(page, who);
  await expect(panel(page)).toHaveAttribute('data-online', 'true');
}

async function pickMembers(page: Page, msIds: readonly string[]): Promise<void> {
  for (const msId of msIds) {
    await dialog(page).getByTestId('temp-group-search').fill(msId);
    await dialog(page).getByTestId(`temp-member-${msId}`).click();
  }
  await dialog(page).getByTestId('temp-group-search').fill('');
}

/** Creates a temp group through the form; answers its gid once the list shows it. */
async function createTempGroup(page: Page, name: string, members: readonly string[]): Promise<string> {
  await page.getByTestId('temp-group-new').click();
  await dialog(page).getByTestId('temp-group-name').fill(name);
  await pickMembers(page, members);
  await dialog(page).getByTestId('temp-group-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(rowNamed(page, name)).toBeVisible();
  return (await rowNamed(page, name).getAttribute('data-testid'))!.replace('temp-group-', '');
}

async function removeTempGroup(page: Page, gid: string): Promise<void> {
  await page.getByTestId(`temp-group-remove-${gid}`).click();
  await page.getByTestId('temp-group-remove-confirm').click();
  await expect(page.getByTestId(`temp-group-${gid}`)).toHaveCount(0);
}

test('a created temp group shows for this and another dispatcher, and is monitored and talkable', async ({ page, browser, baseURL, organisation }) => {
  const { dispatcher, root } = organisation;
  const RADIOS = radiosOf(organisation);
  await openHome(page, dispatcher);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await openHome(second, { account: organisation.dispatchers[1]!.msId, password: organisation.password });
    const name = 'Bridge fire';
    const gid = await createTempGroup(page, name, RADIOS.slice(0, 2));

    const mine = page.getByTestId(`temp-group-${gid}`);
    await expect(mine.getByTestId('temp-group-name-text')).toHaveText(name);
    await expect(mine.getByTestId('temp-group-creator')).toHaveText('you');
    await expect(mine.getByTestId('temp-group-count')).toHaveText(/^\d\/3$/);
    const theirs = second.getByTestId(`temp-group-${gid}`);
    await expect(theirs.getByTestId('temp-group-name-text')).toHaveText(name);
    await expect(theirs.getByTestId('temp-group-creator')).toHaveText(organisation.dispatchers[0]!.msName);
    await expect(theirs.getByTestId('temp-group-count')).toHaveText(/^\d\/3$/);

    // The creator is a member: the group is monitored, and PTT works there once it is current.
    await expect(page.getByTestId(`monitored-${gid}`)).toBeVisible();
    await expect(second.getByTestId(`monitored-${gid}`)).toHaveCount(0);
    await page.getByTestId(`make-current-${gid}`).click();
    await expect(page.getByTestId(`monitored-${gid}`)).toHaveAttribute('data-current', 'true');
    await page.getByTestId('ptt-button').hover();
    await page.mouse.down();
    try {
      await expect(page.getByTestId('ptt')).toHaveAttribute('data-state', 'talking');
      await expect(page.getByTestId(`talker-${gid}`)).toHaveAttribute('data-talker', dispatcher.account);
    } finally {
      await page.mouse.up();
    }
    await expect(page.getByTestId('ptt')).toHaveAttribute('data-state', 'idle');
    await page.getByTestId(`make-current-${root.gid}`).click();
    await expect(page.getByTestId(`monitored-${root.gid}`)).toHaveAttribute('data-current', 'true');

    await removeTempGroup(page, gid);
    await expect(second.getByTestId(`temp-group-${gid}`)).toHaveCount(0);
    await expect(page.getByTestId(`monitored-${gid}`)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('editing renames and changes members; editing down to one member warns, then removes the group', async ({ page, organisation }) => {
  const RADIOS = radiosOf(organisation);
  await openHome(page, organisation.dispatcher);
  const gid = await createTempGroup(page, 'Harbour', RADIOS.slice(0, 2));
  const row = page.getByTestId(`temp-group-${gid}`);
  await expect(row.getByTestId('temp-group-count')).toHaveText(/\/3$/);

  const renamed = 'Harbour east';
  await page.getByTestId(`temp-group-edit-${gid}`).click();
  await expect(dialog(page).getByTestId('temp-group-name')).toHaveValue('Harbour');
  await dialog(page).getByTestId('temp-group-name').fill(renamed);
  await dialog(page).getByTestId(`temp-member-${RADIOS[0]}`).click(); // chosen members are listed on top
  await pickMembers(page, [RADIOS[2]]);
  await expect(dialog(page).getByTestId('temp-group-selected')).toHaveText('3 selected');
  await dialog(page).getByTestId('temp-group-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(row.getByTestId('temp-group-name-text')).toHaveText(renamed);
  await expect(row.getByTestId('temp-group-count')).toHaveText(/\/3$/);

  // Down to the dispatcher alone: the form warns and the save becomes a removal.
  await page.getByTestId(`temp-group-edit-${gid}`).click();
  await dialog(page).getByTestId(`temp-member-${RADIOS[1]}`).click();
  await expect(dialog(page).getByTestId('temp-group-will-remove')).toHaveCount(0);
  await dialog(page).getByTestId(`temp-member-${RADIOS[2]}`).click();
  await expect(dialog(page).getByTestId('temp-group-will-remove')).toHaveText('Fewer than two members are left: saving removes the temp group.');
  await expect(dialog(page).getByTestId('temp-group-submit')).toHaveText('Save and remove');
  await dialog(page).getByTestId('temp-group-submit').click();
  await expect(row).toHaveCount(0);
});

test('remove asks first, and cancelling keeps the group', async ({ page, organisation }) => {
  const RADIOS = radiosOf(organisation);
  await openHome(page, organisation.dispatcher);
  const name = 'Stadium';
  const gid = await createTempGroup(page, name, [RADIOS[0]]);
  await page.getByTestId(`temp-group-remove-${gid}`).click();
  const confirm = page.getByTestId('temp-group-remove-dialog');
  await expect(confirm).toContainText(`Remove the temp group ${name}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId(`temp-group-${gid}`)).toBeVisible();
  await removeTempGroup(page, gid);
});

test('every name and member rule shows its message, as typed and on submit', async ({ page, api }) => {
  const organisation = await typableOrganisation(api);
  const RADIOS = radiosOf(organisation);
  const FIXED_GROUP_NAME = organisation.teams[0]!.name;
  await openHome(page, organisation.dispatcher);
  const existing = 'Existing';
  await createTempGroup(page, existing, [RADIOS[0]]);
  await page.getByTestId('temp-group-new').click();
  const name = dialog(page).getByTestId('temp-group-name');
  const submit = dialog(page).getByTestId('temp-group-submit');

  // Nothing filled in: both problems on submit, and nothing is sent.
  await submit.click();
  await expect(nameError(page)).toHaveText('Enter a name');
  await expect(dialog(page).getByTestId('temp-group-members-error')).toHaveText('Choose at least one other member');
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('x'.repeat(21));
  await expect(nameError(page)).toHaveText('At most 20 characters');
  await name.fill('x'.repeat(20));
  await expect(dialog(page).locator('.ui-field__error').filter({ hasText: 'characters' })).toHaveCount(0);

  await name.fill('Fire! <b>');
  await expect(nameError(page)).toHaveText('No special characters: only letters, digits, spaces, _ and -');

  await name.fill(FIXED_GROUP_NAME.toUpperCase());
  await expect(nameError(page)).toHaveText('A group with this name already exists');
  await name.fill(existing);
  await expect(nameError(page)).toHaveText('A group with this name already exists');

  await name.fill('');
  await expect(nameError(page)).toHaveText('Enter a name');

  // A good name and a member clear the messages.
  await name.fill('Valid');
  await pickMembers(page, [RADIOS[1]]);
  await expect(dialog(page).locator('.ui-field__error')).toHaveCount(0);
  await expect(dialog(page).getByTestId('temp-group-members-error')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('offline: the actions are disabled and "you are offline" shows, until the socket is back', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const RADIOS = radiosOf(organisation);
  await openHome(page, dispatcher);
  const gid = await createTempGroup(page, 'Outage', [RADIOS[0]]);
  await page.getByTestId('temp-group-new').click();
  await expect(dialog(page).getByTestId('temp-group-submit')).toBeEnabled();

  // Refuse new sockets, then cut this dispatcher's: the console stays offline.
  let refused = true;
  await page.routeWebSocket('**/socket', (socket) => (refused ? socket.close() : socket.connectToServer()));
  try {
    await api.dropSockets(dispatcher.account);
    await expect(page.getByTestId('connection-indicator')).not.toHaveAttribute('data-status', 'online');
    await expect(dialog(page).getByTestId('temp-group-offline')).toHaveText('You are offline');
    await expect(dialog(page).getByTestId('temp-group-submit')).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByTestId('temp-groups-offline')).toHaveText('You are offline');
    await expect(page.getByTestId('temp-group-new')).toBeDisabled();
    await expect(page.getByTestId(`temp-group-edit-${gid}`)).toBeDisabled();
    await expect(page.getByTestId(`temp-group-remove-${gid}`)).toBeDisabled();
  } finally {
    refused = false;
  }
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
  await expect(page.getByTestId('temp-groups-offline')).toHaveCount(0);
  await expect(page.getByTestId('temp-group-new')).toBeEnabled();
  await removeTempGroup(page, gid);
});
