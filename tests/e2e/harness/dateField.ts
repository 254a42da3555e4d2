import type { Locator, Page } from '@playwright/test';

/** A date-and-time field's value (seconds included) for an instant, in the browser's zone. */
export const dateTimeField = (page: Page, time: number): Promise<string> =>
  page.evaluate((at) => {
    const t = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
  }, time);

const EDITABLE = '[data-type]:not([data-type="literal"])';

/**
 * Types a value into a DateTimeField (src/ui/DateTimeField.tsx) the way a user does, segment by
 * segment, whatever order and clock the console's language gives them. `value` is what the field's
 * data-value would read: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm(:ss)', 'HH:mm', or '' to clear it.
 */
export async function setDateField(field: Locator, value: string): Promise<void> {
  const page = field.page();
  // The segments render with the field: counting them before that would skip every one.
  await field.locator(EDITABLE).first().waitFor();
  if (value === '') {
    for (const segment of await field.locator(EDITABLE).all()) {
      await segment.click();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    }
    return;
  }
  const parts = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!parts) throw new Error(`setDateField: ${value} is not a date or time`);
  const [, year, month, day, hour, minute, second] = parts;
  const twelveHour = (await field.locator('[data-type="dayPeriod"]').count()) > 0;
  const typed: [string, string | undefined][] = [
    ['year', year],
    ['month', month],
    ['day', day],
    ['hour', hour === undefined ? undefined : twelveHour ? String(Number(hour) % 12 || 12) : hour],
    ['minute', minute],
    ['second', second ?? (minute === undefined ? undefined : '00')],
    ['dayPeriod', hour === undefined || !twelveHour ? undefined : Number(hour) >= 12 ? 'P' : 'A'],
  ];
  for (const [type, text] of typed) {
    const segment = field.locator(`[data-type="${type}"]`);
    if (text === undefined || (await segment.count()) === 0) continue;
    await segment.click();
    await page.keyboard.type(text);
  }
}
