import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { ScreenId } from '../../src/app/routes/routeModel.ts';
import { LOGIN_PATH, RESOLVED_ROUTES } from './harness/routes.ts';
import type { Theme } from '../../src/state/settings.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { navigate, pathOf, waitUntilLoaded as waitForScreen } from './harness/screens.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Accessibility (Issue 36): axe-core finds no serious or critical WCAG 2.1 A/AA violation on any
 * route of the route table (child twins and follow windows included) in either theme, each scanned
 * once its data has loaded; and push-to-talk and an SOS's acknowledge, verdict and resolve work
 * with the keyboard alone. The demo dispatcher's host and access switch every feature on, so each
 * gated route renders its screen (a 404 instead fails the wait for that screen). Nothing is
 * excluded from the scans: axe reports nothing inside the map's MapLibre and deck.gl canvases.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** The demo fleet's SOS badge, which no other spec uses. */
const SOS_BADGE = '10000156';

async function waitUntilLoaded(page: Page, screen: ScreenId, path: string, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await waitForScreen(page, screen, path);
}

type Finding = { route: string; theme: Theme; rule: string; impact: string; targets: string[] };

/**
 * The rules whose outcome a theme can change: a theme sets colours only (CSS custom properties on
 * <html>), so names, roles, labels and structure come out the same in both, and the second theme
 * of a route is scanned for these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function scan(page: Page, route: string, theme: Theme, colourOnly = false): Promise<Finding[]> {
  // Legacy mode runs axe.run in the page itself instead of finishing in a new blank page per scan,
  // twice as fast; it skips cross-origin frames, and the console has none.
  // (Both colour rules are WCAG 2.1 A/AA ones; axe takes a rule list or a tag list, not both.)
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const result = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)).analyze();
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({ route, theme, rule: violation.id, impact: violation.impact ?? '', targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 100)}`) }));
}

const listed = (findings: readonly Finding[]) =>
  findings.map((finding) => `${finding.route} [${finding.theme}] ${finding.rule} (${finding.impact}): ${finding.targets.slice(0, 8).join(' | ')}${finding.targets.length > 8 ? ` … ${finding.targets.length} nodes` : ''}`).join('\n');

/** The theme as another tab (or the settings dialog) would set it: the stored setting changes, the open console follows. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('theme', JSON.stringify(value));
    dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test(`axe finds no serious or critical WCAG 2.1 AA violation on any of the ${RESOLVED_ROUTES.length} routes, in the dark and the light theme`, async ({ page }) => {
  test.setTimeout(600_000);
  const findings: Finding[] = [];
  // Each route in both themes, switching once per route: dark then light, the next light then dark, ...
  let theme: Theme = 'dark';
  const scanBothThemes = async (screen: ScreenId, path: string) => {
    await waitUntilLoaded(page, screen, path, theme);
    findings.push(...(await scan(page, path, theme)));
    theme = theme === 'dark' ? 'light' : 'dark';
    await switchTheme(page, theme);
    await waitUntilLoaded(page, screen, path, theme);
    findings.push(...(await scan(page, path, theme, true)));
  };

  await page.goto(LOGIN_PATH);
  await scanBothThemes('login', LOGIN_PATH);
  await loginAs(page, DISPATCHER);
  for (const route of RESOLVED_ROUTES) {
    if (route.path === LOGIN_PATH) continue;
    const path = pathOf(route);
    await navigate(page, path);
    await scanBothThemes(route.screen, path);
  }
  expect(findings, `serious or critical axe violations:\n${listed(findings)}`).toEqual([]);
});

/** Presses Tab until `target` has the focus (at most `max` times): it is reachable with the keyboard. */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < max; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(), `reached with ${max} presses of Tab`).toBe(true);
}

test('push-to-talk, and acknowledging, judging and resolving an SOS, work with the keyboard alone', async ({ page, api }) => {
  await closeOpenAlarms(api, DISPATCHER);
  const radio = await connectTerminal(api, SOS_BADGE);
  try {
    await loginAs(page, DISPATCHER);
    const ptt = page.getByTestId('ptt');
    const pttButton = page.getByTestId('ptt-button');
    await expect(pttButton).toBeEnabled();
    await expect(ptt).toHaveAttribute('data-state', 'idle');

    // PTT: Tab to the button and hold Space; then the PTT key (F2), wherever the focus is.
    await tabTo(page, pttButton);
    await page.keyboard.down('Space');
    await expect(ptt).toHaveAttribute('data-state', 'talking');
    await page.keyboard.up('Space');
    await expect(ptt).toHaveAttribute('data-state', 'idle');
    await page.keyboard.down('Enter');
    await expect(ptt).toHaveAttribute('data-state', 'talking');
    await page.keyboard.up('Enter');
    await expect(ptt).toHaveAttribute('data-state', 'idle');
    await page.keyboard.down('F2');
    await expect(ptt).toHaveAttribute('data-state', 'talking');
    await page.keyboard.up('F2');
    await expect(ptt).toHaveAttribute('data-state', 'idle');

    // An SOS: its banner's Acknowledge is reached with Tab, the dialog confirmed with Enter.
    const alarm = await raiseSos(radio);
    const banner = page.locator(`[data-testid="sos-alert-item"][data-id="${alarm.id}"]`);
    await expect(banner).toHaveAttribute('data-status', '0');
    await tabTo(page, banner.getByTestId('sos-alert-acknowledge'));
    await page.keyboard.press('Enter');
    const submit = page.getByTestId('sos-update-submit');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveAttribute('data-status', '1');

    // The SOS page through the side menu; there a verdict, then Resolve with a remark typed in.
    await tabTo(page, page.getByTestId('main-menu').getByRole('link', { name: 'SOS management' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sos-management\/alarm$/);
    const row = page.locator(`[data-testid="sos-row"][data-id="${alarm.id}"]`);
    await tabTo(page, row.getByTestId('sos-mark-false'));
    await page.keyboard.press('Enter');
    await expect(row.getByTestId('sos-verdict')).toHaveAttribute('data-verdict', 'false');
    await tabTo(page, row.getByTestId('sos-close'));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('sos-remark'));
    await page.keyboard.type('Badge pressed in a pocket');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('data-status', '2');
  } finally {
    radio.close();
    await closeOpenAlarms(api, DISPATCHER);
  }
});
