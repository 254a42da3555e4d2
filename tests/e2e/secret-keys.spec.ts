import type { Page } from '@playwright/test';
import { SECRET_KEY_PATTERN, type ChatMessage, type SecretKey } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { messagingTerminal, startConversation } from './harness/messages.ts';

const dialog = (page: Page) => page.getByTestId('key-dialog');
const fieldError = (page: Page, testId: string) => dialog(page).getByTestId(testId).locator('xpath=ancestor::*[contains(@class,"ui-field")][1]').locator('.ui-field__error');
const rowNamed = (page: Page, name: string) => page.getByTestId('key-row').filter({ has: page.getByTestId('key-row-name').getByText(name, { exact: true }) });

test('key management: every rule of a key localised, add, rename, activate, delete; the emulator refuses what the console refuses; a message sent after the change is sealed with the new key', async ({ page, api, organisation }) => {
  // The test's own organisation: its keys are nobody else's, so changing them disturbs no other test.
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  const token = await api.token(dispatcher.account, dispatcher.password);
  const radio = await messagingTerminal(api, RADIO, 'off', organisation.password);
  let before: SecretKey | undefined;
  try {
    const direct = async (body: unknown) => (await fetch(`${api.baseUrl}/ds/key/add?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    // docs/architecture.md: exactly 32 digits and capital letters; the emulator refuses the rest itself.
    expect(await direct({ name: 'Lower', key: 'abcdefghij0123456789ABCDEFGHIJKL' })).toMatchObject({ code: '400', desc: expect.stringContaining('key') });
    expect(await direct({ name: 'Short', key: 'ABC123' })).toMatchObject({ code: '400' });

    await loginAs(page, dispatcher);
    await page.getByTestId('header-settings').click();
    await page.getByTestId('settings-key-management').click();
    await expect(page).toHaveURL(/\/key-management\/secret-keys$/);
    await expect(page.getByTestId('key-row').first()).toBeVisible();
    before = ((await api.call('GET', `/ds/key/list?token=${token}`)).data?.list as SecretKey[]).find((key) => key.active);
    expect(before).toBeDefined();

    await page.getByTestId('key-add').click();
    await dialog(page).getByTestId('key-save').click();
    await expect(fieldError(page, 'key-name')).toHaveText('Enter a name.');
    await expect(fieldError(page, 'key-material')).toHaveText('Enter the key or generate one.');
    await dialog(page).getByTestId('key-name').fill('N'.repeat(41));
    await expect(fieldError(page, 'key-name')).toHaveText('The name is at most 40 characters.');
    await dialog(page).getByTestId('key-name').fill('Night shift');
    await dialog(page).getByTestId('key-material').fill('ABC123');
    await expect(fieldError(page, 'key-material')).toHaveText('The key must be exactly 32 characters.');
    await dialog(page).getByTestId('key-material').fill('abcdefghij0123456789ABCDEFGHIJKL');
    await expect(fieldError(page, 'key-material')).toHaveText('Use only digits and capital letters A-Z.');
    // A key that exists already: the platform's refusal, localised.
    await dialog(page).getByTestId('key-material').fill(before!.key);
    await dialog(page).getByTestId('key-save').click();
    await expect(dialog(page).getByTestId('key-dialog-error')).toHaveText('This key already exists.');

    await dialog(page).getByTestId('key-generate').click();
    const material = await dialog(page).getByTestId('key-material').inputValue();
    expect(material).toMatch(SECRET_KEY_PATTERN);
    await dialog(page).getByTestId('key-active').click();
    await dialog(page).getByTestId('key-save').click();
    await expect(dialog(page)).toHaveCount(0);
    const night = rowNamed(page, 'Night shift');
    await expect(night).toHaveAttribute('data-active', 'true');
    await night.getByTestId('key-show').click();
    await expect(night.getByTestId('key-row-material')).toHaveText(material);
    const nightId = (await night.getAttribute('data-id'))!;

    // A second key, renamed, then deleted; the active key offers no delete.
    await page.getByTestId('key-add').click();
    await dialog(page).getByTestId('key-name').fill('Spare');
    await dialog(page).getByTestId('key-generate').click();
    await dialog(page).getByTestId('key-save').click();
    await expect(rowNamed(page, 'Spare')).toHaveAttribute('data-active', 'false');
    await rowNamed(page, 'Spare').getByTestId('key-rename').click();
    await dialog(page).getByTestId('key-name').fill('');
    await dialog(page).getByTestId('key-save').click();
    await expect(fieldError(page, 'key-name')).toHaveText('Enter a name.');
    await dialog(page).getByTestId('key-name').fill('Spare (old)');
    await dialog(page).getByTestId('key-save').click();
    await rowNamed(page, 'Spare (old)').getByTestId('key-delete').click();
    await page.getByTestId('key-delete-confirm').click();
    await expect(rowNamed(page, 'Spare (old)')).toHaveCount(0);
    await expect(night.getByTestId('key-delete')).toHaveCount(0);
    // The platform keeps the active key whatever is asked.
    const removeActive = await fetch(`${api.baseUrl}/ds/key/delete?token=${token}`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: nightId }) });
    expect(await removeActive.json()).toMatchObject({ code: '409', desc: 'id:active' });

    // A message sent now is sealed with the new key; the radio opens it with that key.
    await page.goto('/messages/message');
    await startConversation(page, RADIO);
    await page.getByTestId('message-text').fill('Sealed with the night key');
    await page.getByTestId('message-send').click();
    const got = await radio.inbox.waitFor((received) => received.content === 'Sealed with the night key');
    expect(got.message.contentbs.keyId).toBe(nightId);
    const stored = (await api.call('GET', `/ds/message/history?msId=${RADIO}&token=${token}`)).data?.list as ChatMessage[];
    expect(stored.at(-1)).toMatchObject({ content: '', contentbs: { keyId: nightId } });
    expect(stored.at(-1)!.contentbs.data).not.toContain('night');

    // The first key again, from the page: the next message uses it.
    await page.goto('/key-management/secret-keys');
    await page.locator(`[data-testid="key-row"][data-id="${before!.id}"]`).getByTestId('key-activate').click();
    await expect(page.locator(`[data-testid="key-row"][data-id="${before!.id}"]`)).toHaveAttribute('data-active', 'true');
    await expect(night).toHaveAttribute('data-active', 'false');
    await page.goto('/messages/message');
    await startConversation(page, RADIO);
    await page.getByTestId('message-text').fill('Back on the first key');
    await page.getByTestId('message-send').click();
    expect((await radio.inbox.waitFor((received) => received.content === 'Back on the first key')).message.contentbs.keyId).toBe(before!.id);
  } finally {
    radio.close();
  }
});
