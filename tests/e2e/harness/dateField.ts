import type { Page } from '@playwright/test';

/** A datetime-local field's value (seconds included) for an instant, in the browser's zone. */
export const dateTimeField = (page: Page, time: number): Promise<string> =>
  page.evaluate((at) => {
    const t = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
  }, time);
