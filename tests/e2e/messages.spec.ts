import type { Page } from '@playwright/test';
import { importMessageKey, sealContent, SendMessageAnswerSchema, type SecretKey } from '../../protocol/index.ts';
import { solidPng } from '../../simulators/terminals/png.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import { messagingTerminal, startConversation } from './harness/messages.ts';
import { pickTerminal } from './harness/terminalSearch.ts';

// Each test works in its own organisation: its radios and conversations are nobody else's.

const recentEntry = (page: Page, msId: string) => page.getByTestId(`messages-recent-${msId}`);
const history = (page: Page) => page.getByTestId('messages-history');

/** A photo preview that really decoded (its bytes came from the upload host and are an image). */
async function expectDecodedPhoto(page: Page, index: number): Promise<void> {
  const photo = history(page).getByTestId('message-photo').nth(index);
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a message round trip with a photo: sealed text and photo to a radio that opens them and answers with text and a photo; unreads, clear, validation', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  const radio = await messagingTerminal(api, RADIO, 'photo', organisation.password);
  try {
    await loginAs(page, dispatcher);
    await page.getByTestId('main-menu').getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages\/message$/);
    await startConversation(page, RADIO);

    // Validation before anything is sent (SPEC §5): not empty, no illegal characters.
    await page.getByTestId('message-send').click();
    await expect(page.getByTestId('message-problem')).toHaveText('Enter a message');
    await page.getByTestId('message-text').fill('Gate <4>');
    await page.getByTestId('message-send').click();
    await expect(page.getByTestId('message-problem')).toHaveText('The message contains characters that are not allowed (angle brackets or control characters).');
    await expect(history(page).getByTestId('message')).toHaveCount(0);

    // Text: the radio opens it with the key; it answers with text and a photo, shown with a preview.
    await page.getByTestId('message-text').fill('Gate 4, now');
    await page.getByTestId('message-send').click();
    await expect(page.getByTestId('message-problem')).toHaveCount(0);
    const got = await radio.inbox.waitFor((received) => received.content === 'Gate 4, now');
    expect(got.message.contentbs.data).not.toContain('Gate');
    await expect(history(page)).toContainText('Copy: Gate 4, now');
    await expectDecodedPhoto(page, 0);

    // A photo from the console: uploaded, sealed; the radio downloads a real PNG and answers.
    const png = solidPng(64, 40, [200, 60, 30]);
    await page.getByTestId('message-file').setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const photo = await radio.inbox.waitFor((received) => received.message.type === 'photo');
    expect(photo).toMatchObject({ fileType: 'image/png', fileBytes: png.length });
    await expect(history(page)).toContainText(`Got your photo (${png.length} bytes)`);
    await expect(history(page).getByTestId('message-photo')).toHaveCount(3);
    await expectDecodedPhoto(page, 1);
    // The open conversation is read as it arrives: no unreads.
    await expect(recentEntry(page, RADIO).getByTestId('messages-unreads')).toHaveCount(0);

    // With no conversation open, incoming messages count as unreads; the list shows [Photo] for a photo.
    await page.goto('/messages/message');
    await expect(recentEntry(page, RADIO)).toBeVisible();
    await radio.inbox.send(dispatcher.account, 'text', 'Shift change at 6');
    await expect(recentEntry(page, RADIO).getByTestId('messages-unreads')).toHaveText('1');
    await expect(recentEntry(page, RADIO).getByTestId('messages-recent-last')).toHaveText('Shift change at 6');
    await radio.inbox.sendPhoto(dispatcher.account);
    await expect(recentEntry(page, RADIO).getByTestId('messages-unreads')).toHaveText('2');
    await expect(recentEntry(page, RADIO).getByTestId('messages-recent-last')).toHaveText('[Photo]');
    // Opening the conversation clears them (the clear flag), on the platform too: a reload shows 0.
    await recentEntry(page, RADIO).click();
    await expect(history(page)).toContainText('Shift change at 6');
    await expect(recentEntry(page, RADIO).getByTestId('messages-unreads')).toHaveCount(0);
    await page.reload();
    await expect(recentEntry(page, RADIO)).toBeVisible();
    await expect(recentEntry(page, RADIO).getByTestId('messages-unreads')).toHaveCount(0);
  } finally {
    radio.close();
  }
});

test('a send retried with the same client id is one message; SMS to a radio is sent, read and answered', async ({ page, api }, testInfo) => {
  // An organisation of its own with more than eight radios, all named after it, so the picker has more to offer than it shows.
  const organisation = await api.createOrganisation(`Msg ${testInfo.testId.slice(0, 10)} ${testInfo.retry}`, ORGANISATION_PASSWORD, { teams: 2, radios: 5, dispatchers: 1 });
  const dispatcher = { account: organisation.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD };
  const RADIO = organisation.radios[0]!.msId;
  const QUIET_RADIO = organisation.radios[1]!.msId;
  const radio = await messagingTerminal(api, QUIET_RADIO, 'text', ORGANISATION_PASSWORD);
  try {
    await loginAs(page, dispatcher);
    await page.goto('/messages/message');
    // "New conversation" offers terminals by name or ID as one types (eight at most, dispatchers never), picked by keyboard.
    const picker = page.getByTestId('messages-new');
    const offered = page.getByTestId('messages-new-options');
    await picker.fill(organisation.name);
    await expect(offered.getByRole('option')).toHaveCount(8);
    await expect(offered).toContainText('2 more: type more of the name or ID');
    await picker.fill(dispatcher.account);
    await expect(offered).toContainText('No terminal matches');
    await picker.fill(QUIET_RADIO);
    await expect(offered.getByRole('option')).toHaveText([new RegExp(`\\(${QUIET_RADIO}\\)$`)]);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByTestId('messages-conversation')).toBeVisible();
    await expect(picker).toHaveValue('');

    // The radio's send crosses its own time-out and is retried: same client id, one message.
    const { list } = (await api.call('GET', `/ds/key/list?token=${await api.token(QUIET_RADIO, ORGANISATION_PASSWORD)}`)).data as { list: SecretKey[] };
    const active = list.find((key) => key.active)!;
    const contentbs = await sealContent(await importMessageKey(active.id, active.key), 'Retried once');
    const args = { clientId: 'e2e-retry-0001', to: dispatcher.account, type: 'text' as const, contentbs };
    const first = SendMessageAnswerSchema.parse(await radio.client.command('sendMessage', args));
    const again = SendMessageAnswerSchema.parse(await radio.client.command('sendMessage', args));
    expect(again).toEqual({ message: first.message, duplicate: true });
    await expect(history(page).getByTestId('message').filter({ hasText: 'Retried once' })).toHaveCount(1);
    await page.reload();
    await recentEntry(page, QUIET_RADIO).click();
    await expect(history(page).getByTestId('message').filter({ hasText: 'Retried once' })).toHaveCount(1);

    // SMS: validation, then sent; the radio reads it and answers; the list follows live.
    await page.getByTestId('messages-tab-sms').click();
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-panel').locator('.ui-field__error')).toHaveText('Choose the terminal to send to');
    await pickTerminal(page, 'sms-target', RADIO);
    await expect(page.getByTestId('sms-target-chosen')).toHaveAttribute('data-ms-id', RADIO);
    await page.getByTestId('sms-target-clear').click();
    await pickTerminal(page, 'sms-target', QUIET_RADIO);
    await expect(page.getByTestId('sms-target-chosen')).toHaveAttribute('data-ms-id', QUIET_RADIO);
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-panel').locator('.ui-field__error')).toHaveText('Enter a message');
    await page.getByTestId('sms-text').fill('Report in, <now>');
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-panel').locator('.ui-field__error')).toHaveText('The message contains characters that are not allowed (angle brackets or control characters).');
    await page.getByTestId('sms-text').fill('Report in');
    await page.getByTestId('sms-send').click();
    const row = page.getByTestId('sms-row').filter({ hasText: 'Report in' }).first();
    await expect(row.getByTestId('sms-status')).toHaveText('Read');
    await expect(row.getByTestId('sms-reply')).toHaveText('Roger');
    await page.reload();
    await page.getByTestId('messages-tab-sms').click();
    await expect(page.getByTestId('sms-row').filter({ hasText: 'Report in' }).first().getByTestId('sms-status')).toHaveText('Read');
  } finally {
    radio.close();
  }
});

test("a terminal's map card opens an SMS to it: the SMS tab with the terminal chosen, sent and answered", async ({ page, api, organisation }) => {
  const RADIO = organisation.radios[0]!.msId;
  const radio = await messagingTerminal(api, RADIO, 'photo', organisation.password);
  try {
    await loginAs(page, organisation.dispatcher);
    await page.goto(`/maps/monitoring-follow-child-6?msId=${RADIO}`);
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO, { timeout: 30_000 });
    await page.getByTestId('terminal-sms').click();
    await expect(page).toHaveURL(new RegExp(`/messages/message\\?sms=${RADIO}$`));
    await expect(page.getByTestId('messages-tab-sms')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('sms-target-chosen')).toHaveAttribute('data-ms-id', RADIO);
    await page.getByTestId('sms-text').fill('Card check');
    await page.getByTestId('sms-send').click();
    const row = page.getByTestId('sms-row').filter({ hasText: 'Card check' }).first();
    await expect(row.getByTestId('sms-status')).toHaveText('Read');
  } finally {
    radio.close();
  }
});
