import { test as base, expect, type Page } from '@playwright/test';
import { PlatformApi, type TestOrganisation } from './platformApi.ts';

export const DISPATCHER = { account: '20000001', password: 'Dispatch#2026' } as const;
export const SECOND_DISPATCHER = { account: '20000002', password: 'Dispatch#2026' } as const;

/** Every account of a test's own organisation signs in with it. */
export const ORGANISATION_PASSWORD = 'Tenant#2026';

/** A test's own organisation and how its accounts sign in. */
export type OwnOrganisation = TestOrganisation & {
  readonly password: string;
  /** Its first dispatcher, as loginAs takes it. */
  readonly dispatcher: { readonly account: string; readonly password: string };
};

type Fixtures = { api: PlatformApi; organisation: OwnOrganisation };

/** Tests against the emulator of their project's store, with its test controls at hand. */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use, testInfo) => {
    const url = testInfo.project.name === 'postgres' ? process.env.POC_POSTGRES_URL : process.env.POC_PGLITE_URL;
    if (!url) throw new Error('globalSetup did not start the emulator');
    await use(url);
  },
  // An exception the console did not catch is a bug even when the test's checks pass: each one is
  // noted on the test (annotation 'page-error'), and `npm test` lists them after the run.
  page: async ({ page }, use, testInfo) => {
    page.on('pageerror', (error) => testInfo.annotations.push({ type: 'page-error', description: `${error.name}: ${error.message}`.slice(0, 300) }));
    await use(page);
  },
  api: async ({ baseURL }, use) => {
    const api = new PlatformApi(baseURL ?? '');
    await use(api);
    await api.resetLoginAnswers();
  },
  // Made only for the tests that ask for it: two teams of four radios and two dispatchers, apart
  // from the demo's and every other test's (Issue 38), so no convention keeps tests out of each other's way.
  organisation: async ({ api }, use, testInfo) => {
    const name = `Org ${testInfo.testId.slice(0, 10)} ${testInfo.repeatEachIndex}.${testInfo.retry}`;
    const created = await api.createOrganisation(name, ORGANISATION_PASSWORD, { teams: 2, radios: 4, dispatchers: 2 });
    await use({ ...created, password: ORGANISATION_PASSWORD, dispatcher: { account: created.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD } });
  },
});

export { expect };

/** Fills the login form and submits it, expecting nothing: tests of a refused login check the answer themselves. */
export async function submitLogin(page: Page, who: { account: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/** Logs in through the login screen and waits for the live shell. */
export async function loginAs(page: Page, who: { account: string; password: string } = DISPATCHER): Promise<void> {
  await submitLogin(page, who);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
}
