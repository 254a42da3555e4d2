import type { Page } from '@playwright/test';

/** Picks a terminal in a terminal pick field (`field`, its test id) as a dispatcher does: types its ID and clicks the match. */
export async function pickTerminal(page: Page, field: string, msId: string): Promise<void> {
  await page.getByTestId(field).fill(msId);
  await page.getByTestId(`${field}-options`).getByRole('option', { name: new RegExp(`\\(${msId}\\)$`) }).click();
}
