import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fetchWithToken, ToneInbox } from '../../simulators/terminals/tone-inbox.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';
import { pickTerminal } from './harness/terminalSearch.ts';

const dialog = (page: Page) => page.getByTestId('alarm-tones-dialog');
const row = (page: Page, name: string) => dialog(page).locator(`li[data-name="${name}"]`);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

test('alarm tones: upload, list, preview, send to a terminal and a group, rename, delete, and every validation error', async ({ page, api, organisation }, testInfo) => {
  // A real 0.3 s beep made by sox, as a dispatcher would upload one.
  const wavPath = testInfo.outputPath('beep.wav');
  execFileSync('sox', ['-n', '-r', '8000', '-c', '1', '-b', '16', wavPath, 'synth', '0.3', 'sine', '880']);
  const beep = readFileSync(wavPath);

  // The test's own organisation: its dispatcher's tone library starts empty, and its radio is nobody else's.
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, RADIO, organisation.password);
  const token = await api.token(RADIO, organisation.password);
  const inbox = new ToneInbox(fetchWithToken(api.baseUrl, token));
  const roster = (await api.call('GET', `/ds/data/getGrpMsList?token=${token}`)).data?.desc as { terminals: Array<{ msId: string; grp: string[] }> };
  const radioGroup = roster.terminals.find((terminal) => terminal.msId === RADIO)!.grp[0]!;
  inbox.follow(radio.tones$);
  try {
    await loginAs(page, dispatcher);
    await page.getByTestId('alarm-tones-open').click();
    await expect(dialog(page)).toBeVisible();
    const add = dialog(page).getByTestId('tone-add');
    const nameError = dialog(page).locator('.ui-field__error').first();

    // Nothing filled in: a name and a file are required.
    await add.click();
    await expect(nameError).toHaveText('Enter a name');
    await expect(dialog(page).getByTestId('tone-file-error')).toHaveText('Choose a file');

    // Names: too long, special characters.
    await dialog(page).getByTestId('tone-name').fill('x'.repeat(21));
    await expect(nameError).toHaveText('At most 20 characters');
    await dialog(page).getByTestId('tone-name').fill('<b>Alarm</b>');
    await expect(nameError).toHaveText('No special characters: only letters, digits, spaces, _ and -');

    // Files: the bytes decide, not the name; the size is limited; the icon must be an image.
    await dialog(page).getByTestId('tone-file').setInputFiles(file('alarm.wav', 'audio/wav', Buffer.from('<script>not audio</script>')));
    await expect(dialog(page).getByTestId('tone-file-error')).toHaveText('This file is not WAV, Ogg or MP3 audio');
    await dialog(page).getByTestId('tone-file').setInputFiles(file('long.wav', 'audio/wav', Buffer.concat([beep, Buffer.alloc(600 * 1024)])));
    await expect(dialog(page).getByTestId('tone-file-error')).toHaveText('The file is over 512 KB');
    await dialog(page).getByTestId('tone-icon').setInputFiles(file('icon.png', 'image/png', beep));
    await expect(dialog(page).getByTestId('tone-icon-error')).toHaveText('The icon is not a PNG, JPEG or WebP image');
    await dialog(page).getByTestId('tone-icon').setInputFiles([]);
    await expect(dialog(page).getByTestId('tone-icon-error')).toHaveCount(0);

    // A valid tone: uploaded, added, listed.
    const name = 'Evacuate';
    await dialog(page).getByTestId('tone-name').fill(name);
    await dialog(page).getByTestId('tone-file').setInputFiles(file('beep.wav', 'audio/wav', beep));
    await expect(dialog(page).getByTestId('tone-file-error')).toHaveCount(0);
    await add.click();
    await expect(row(page, name)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Tone ${name} added.` })).toBeVisible();

    // The same name again (any case) is refused.
    await dialog(page).getByTestId('tone-name').fill(name.toUpperCase());
    await expect(nameError).toHaveText('You already have a tone with this name');
    await dialog(page).getByTestId('tone-name').fill('');

    // Preview plays the uploaded file in the browser.
    await row(page, name).getByTestId('tone-play').click();
    await expect(row(page, name)).toHaveAttribute('data-playing', 'true');

    // Send it to the radio: the radio gets the frame, downloads the file and finds audio.
    await dialog(page).getByTestId('send-tone-tone').selectOption({ label: name });
    await dialog(page).getByTestId('send-tone-kind').selectOption('terminal');
    await pickTerminal(page, 'send-tone-target', RADIO);
    await expect(dialog(page).getByTestId('send-tone-target-chosen')).toHaveAttribute('data-ms-id', RADIO);
    await dialog(page).getByTestId('send-tone-submit').click();
    await expect(page.getByRole('status').filter({ hasText: `Tone ${name} sent to 1 terminal.` })).toBeVisible();
    const received = await inbox.waitFor((tone) => tone.name === name && tone.gid === null);
    expect(received).toMatchObject({ from: dispatcher.account, audio: 'audio/wav', bytes: beep.length });

    // And to the radio's group: every online member gets it.
    await dialog(page).getByTestId('send-tone-kind').selectOption('group');
    await dialog(page).getByTestId('send-tone-target').selectOption(radioGroup);
    await dialog(page).getByTestId('send-tone-submit').click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`Tone ${name} sent to \\d+ terminals?\\.`) }).last()).toBeVisible();
    await expect.poll(() => inbox.received.some((tone) => tone.name === name && tone.gid === radioGroup)).toBe(true);

    // Rename, with the name rules checked again.
    const renamed = 'Fire';
    await row(page, name).getByTestId('tone-rename').click();
    await dialog(page).getByTestId('tone-rename-name').fill('a'.repeat(21));
    await expect(dialog(page).getByTestId('tone-rename-save')).toBeDisabled();
    await dialog(page).getByTestId('tone-rename-name').fill(renamed);
    await dialog(page).getByTestId('tone-rename-save').click();
    await expect(row(page, renamed)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    // Delete asks first.
    await row(page, renamed).getByTestId('tone-delete').click();
    await row(page, renamed).getByTestId('tone-delete-confirm').click();
    await expect(row(page, renamed)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Tone ${renamed} deleted.` })).toBeVisible();
  } finally {
    radio.close();
  }
});

test('offline: the tone actions are disabled and "You are offline" shows', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  await loginAs(page, dispatcher);
  await page.getByTestId('alarm-tones-open').click();
  await expect(dialog(page).getByTestId('tone-add')).toBeEnabled();
  let refused = true;
  await page.routeWebSocket('**/socket', (socket) => (refused ? socket.close() : socket.connectToServer()));
  try {
    await api.dropSockets(dispatcher.account);
    await expect(dialog(page).getByTestId('alarm-tones-dialog-offline')).toHaveText('You are offline');
    await expect(dialog(page).getByTestId('tone-add')).toBeDisabled();
  } finally {
    refused = false;
  }
  await expect(dialog(page).getByTestId('alarm-tones-dialog-offline')).toHaveCount(0, { timeout: 30_000 });
  await expect(dialog(page).getByTestId('tone-add')).toBeEnabled();
});
