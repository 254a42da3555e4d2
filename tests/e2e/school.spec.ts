import type { Locator, Page } from '@playwright/test';
import { SchoolPaths, type Student } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { setDateField } from './harness/dateField.ts';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const dialog = (page: Page) => page.getByTestId('student-dialog');
const fieldError = (field: Locator) => field.locator('xpath=ancestor::*[contains(@class,"ui-field")][1]').locator('.ui-field__error');
const studentField = (page: Page, name: string) => dialog(page).getByTestId(`student-${name}`);

test('students: every field rule in the console and the emulator, avatar checks, edit and delete; a card punch shows in the records; a school car is added, checked and deleted', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  /** A radio of the test's own organisation: here it stands for a gate's card reader. */
  const READER = organisation.radios[0]!.msId;
  // The emulator keeps students and cars platform-wide (not per organisation): numbers and plates stay unique per run.
  const num = `S${Date.now().toString(36).toUpperCase()}`;
  await loginAs(page, dispatcher);
  await page.goto('/schools/school');
  await expect(page.getByTestId('school-page')).toBeVisible();

  // Empty form: every required field answers.
  await page.getByTestId('student-add').click();
  await dialog(page).getByTestId('student-save').click();
  for (const name of ['studentNum', 'studentName', 'studentBirth', 'guardianName', 'guardianPhone']) await expect(fieldError(studentField(page, name))).toHaveText('Required.');
  await expect(dialog(page).getByTestId('student-sex-error')).toHaveText('Required.');

  // Formats: number, name, birth date (real, not future), phone.
  await studentField(page, 'studentNum').fill('AB#1');
  await expect(fieldError(studentField(page, 'studentNum'))).toHaveText('Contains characters that are not allowed.');
  await studentField(page, 'studentNum').fill('A'.repeat(21));
  await expect(fieldError(studentField(page, 'studentNum'))).toHaveText('At most 20 characters.');
  await studentField(page, 'studentName').fill('<b>Eve</b>');
  await expect(fieldError(studentField(page, 'studentName'))).toHaveText('Contains characters that are not allowed.');
  await studentField(page, 'studentBirth').fill('2019-02-30');
  await expect(fieldError(studentField(page, 'studentBirth'))).toHaveText('Use the form yyyy-mm-dd with a real date.');
  await studentField(page, 'studentBirth').fill('2999-01-01');
  await expect(fieldError(studentField(page, 'studentBirth'))).toHaveText('The birth date cannot be in the future.');
  await studentField(page, 'guardianPhone').fill('12ab');
  await expect(fieldError(studentField(page, 'guardianPhone'))).toHaveText('Use 5 to 20 digits, optionally starting with +.');

  // Avatar: a text file called .png and a file over 32 kB are refused; a real PNG is shown.
  const avatar = dialog(page).getByTestId('student-avatar');
  await avatar.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(dialog(page).getByTestId('student-avatar-error')).toHaveText('The avatar must be a PNG or JPEG image.');
  await avatar.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1PX, Buffer.alloc(33 * 1024)]) });
  await expect(dialog(page).getByTestId('student-avatar-error')).toHaveText('The avatar may be at most 32 kB.');
  await expect(dialog(page).getByTestId('student-avatar-preview')).toHaveCount(0);
  await avatar.setInputFiles({ name: 'eve.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog(page).getByTestId('student-avatar-error')).toHaveCount(0);
  await expect(dialog(page).getByTestId('student-avatar-preview')).toBeVisible();

  await studentField(page, 'studentNum').fill(num);
  await studentField(page, 'studentName').fill('Eve Adams');
  await studentField(page, 'studentBirth').fill('2018-05-04');
  await studentField(page, 'studentSex').selectOption('female');
  await studentField(page, 'guardianName').fill('Ann Adams');
  await studentField(page, 'guardianPhone').fill('+905551234567');
  await dialog(page).getByTestId('student-save').click();
  await expect(dialog(page)).toHaveCount(0);
  const row = page.getByTestId('student-row').filter({ hasText: num });
  await expect(row).toContainText('Eve Adams');
  await expect(row).toContainText('Female');
  await expect(row.getByTestId('student-row-avatar')).toBeVisible();

  // The same number again: the emulator refuses it, the dialog names the field.
  await page.getByTestId('student-add').click();
  await studentField(page, 'studentNum').fill(num);
  await studentField(page, 'studentName').fill('Other Child');
  await studentField(page, 'studentBirth').fill('2018-01-01');
  await studentField(page, 'studentSex').selectOption('male');
  await studentField(page, 'guardianName').fill('Other Parent');
  await studentField(page, 'guardianPhone').fill('5551234');
  await dialog(page).getByTestId('student-save').click();
  await expect(fieldError(studentField(page, 'studentNum'))).toHaveText('This student number already exists.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).last().click();
  await expect(dialog(page)).toHaveCount(0);

  // The emulator applies every rule itself: a request the console would not send is refused and nothing is stored.
  const token = await api.token(dispatcher.account, dispatcher.password);
  const good = { studentNum: `${num}X`, studentName: 'Bad Input', studentAvatar: '', studentBirth: '2018-01-01', studentSex: 'male', guardianName: 'Parent', guardianPhone: '5551234' };
  for (const [bad, desc] of [
    [{ guardianPhone: '12ab' }, 'guardianPhone: phoneFormat'],
    [{ studentBirth: '2999-01-01' }, 'studentBirth: birthInFuture'],
    [{ studentSex: 'other' }, 'studentSex: sexUnknown'],
    [{ studentAvatar: `data:image/png;base64,${Buffer.from('text').toString('base64')}` }, 'studentAvatar: avatarType'],
    [{ studentAvatar: `data:image/png;base64,${Buffer.concat([PNG_1PX, Buffer.alloc(33 * 1024)]).toString('base64')}` }, 'studentAvatar: avatarSize'],
  ] as const) {
    const answer = await api.call('POST', `${SchoolPaths.studentAdd}?token=${token}`, { ...good, ...bad });
    expect(answer).toMatchObject({ code: '400', desc });
  }
  const stored = (await api.call('GET', `${SchoolPaths.studentList}?token=${token}`)).data?.list as Student[];
  expect(stored.some((student) => student.studentNum === good.studentNum)).toBe(false);

  // Edit: the guardian's phone changes.
  await row.getByTestId('student-edit').click();
  await studentField(page, 'guardianPhone').fill('+905559999999');
  await dialog(page).getByTestId('student-save').click();
  await expect(row).toContainText('+905559999999');

  // A terminal reads the student's card: the punch shows in the records of today, as "In".
  expect(await api.call('POST', '/test/school/punch', { msId: READER, studentNum: num })).toMatchObject({ code: '0' });
  await page.getByTestId('school-tab-punches').click();
  await page.getByTestId('punch-student').selectOption({ label: `${num} Eve Adams` });
  await page.getByTestId('punch-search').click();
  const punch = page.getByTestId('punch-row').filter({ hasText: num });
  await expect(punch).toHaveCount(1);
  await expect(punch).toContainText('In');
  await expect(punch).toContainText(READER);
  // SPEC §5 time range: start after end is refused before asking.
  const end = await page.getByTestId('punch-end').getAttribute('data-value') ?? '';
  await setDateField(page.getByTestId('punch-start'), end.replace(/T.*/, 'T23:59'));
  await setDateField(page.getByTestId('punch-end'), end.replace(/T.*/, 'T00:00'));
  await page.getByTestId('punch-search').click();
  await expect(page.getByTestId('punch-error')).toHaveText('The start time must be before the end time.');

  // Delete the student.
  await page.getByTestId('school-tab-students').click();
  await row.getByTestId('student-delete').click();
  await row.getByTestId('student-delete-confirm').click();
  await expect(row).toHaveCount(0);

  // School car: rules, add, checklist that persists, delete.
  const plate = `BUS ${num.slice(-6)}`;
  await page.getByTestId('school-tab-cars').click();
  await page.getByTestId('car-add').click();
  const car = page.getByTestId('car-dialog');
  await car.getByTestId('car-save').click();
  for (const name of ['plateNumber', 'driverName', 'driverPhone', 'seats']) await expect(fieldError(car.getByTestId(`car-${name}`))).toHaveText('Required.');
  await car.getByTestId('car-plateNumber').fill(plate);
  await car.getByTestId('car-driverName').fill('Joe Driver');
  await car.getByTestId('car-driverPhone').fill('5550001');
  await car.getByTestId('car-seats').fill('0');
  await expect(fieldError(car.getByTestId('car-seats'))).toHaveText('Contains characters that are not allowed.');
  await car.getByTestId('car-seats').fill('30');
  await car.getByTestId('car-save').click();
  await expect(car).toHaveCount(0);
  const carRow = page.getByTestId('car-row').filter({ hasText: plate });
  await expect(carRow.getByTestId('car-checked')).toHaveText('0/6 checked');
  await carRow.getByTestId('car-checklist').click();
  const checklist = page.getByTestId('checklist-dialog');
  await checklist.getByTestId('check-brakes').click();
  await checklist.getByTestId('check-lights').click();
  await checklist.getByTestId('checklist-save').click();
  await expect(carRow.getByTestId('car-checked')).toHaveText('2/6 checked');
  await page.reload();
  await page.getByTestId('school-tab-cars').click();
  await expect(carRow.getByTestId('car-checked')).toHaveText('2/6 checked');
  await carRow.getByTestId('car-delete').click();
  await expect(carRow).toHaveCount(0);
});
