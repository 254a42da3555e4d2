import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { JanusSession, type JanusSocketConstructor } from '../../media/janus/index.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

const activity = (page: Page, gid: string) => page.getByTestId(`group-activity-${gid}`);
const treeRow = (page: Page, gid: string) => page.getByTestId(`group-${gid}`);
const toggle = (page: Page, gid: string, name: 'Collapse' | 'Expand') => treeRow(page, gid).getByRole('button', { name, exact: true });

/** AudioBridge participants of a group's room as Janus itself lists them (display = msId). */
async function roomDisplays(janusWs: string, gid: string): Promise<string[]> {
  const session = await JanusSession.connect(janusWs, { WebSocket: WebSocket as unknown as JanusSocketConstructor });
  try {
    const handle = await session.attach('janus.plugin.audiobridge');
    const answer = await handle.request({ request: 'listparticipants', room: Number(gid) });
    return ((answer.participants ?? []) as Array<{ display?: string }>).map((participant) => participant.display ?? '');
  } finally {
    session.close();
  }
}

/**
 * An own organisation with a three-level tree: root, a district, two teams under it. Its dispatcher
 * is a member of the root only, so a team is two levels below the dispatcher's own group.
 */
async function districtOrganisation(api: PlatformApi) {
  const info = test.info();
  const made = await api.createOrganisation(`Org ${info.testId.slice(0, 10)} ${info.repeatEachIndex}.${info.retry}`, ORGANISATION_PASSWORD, { teams: 2, radios: 2, dispatchers: 1, district: true });
  const dispatcher = { account: made.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD };
  return { root: made.root.gid, district: made.district!.gid, team: made.teams[0]!.gid, otherTeam: made.teams[1]!.gid, talker: made.radios[0]!.msId, dispatcher };
}

test('a radio talking in a subgroup shows in the tree (below a collapsed parent too) and is heard by default, then leaves a recent-talk mark', async ({ page, api }) => {
  const { root, district, team, talker, dispatcher } = await districtOrganisation(api);
  await loginAs(page, dispatcher);
  // Default settings: monitoring the root takes in its subgroups, the team two levels down included.
  await expect(page.getByTestId(`monitored-${team}`)).toBeVisible();
  await expect(page.getByTestId('monitor-room-limit')).toHaveCount(0);
  await expect(activity(page, team)).toHaveAttribute('data-talking', '');

  // The dispatcher folds the district: the team's row is gone from view.
  await toggle(page, district, 'Collapse').click();
  await expect(treeRow(page, district).locator('xpath=..')).toHaveAttribute('aria-expanded', 'false');
  await expect(treeRow(page, team)).toHaveCount(0);

  // Idle, the team's room is not joined: an idle room streams silence, and 19 of them took 1.3 cores.
  // The console's own rooms are (once its media is up), so the team's absence is not a slow start.
  const janusWs = process.env.POC_JANUS_WS;
  if (janusWs) {
    await expect(page.getByTestId(`monitored-${root}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 30_000 });
    await expect(page.getByTestId(`monitored-${team}`)).toHaveAttribute('data-media', 'none');
    expect(await roomDisplays(janusWs, team)).not.toContain(dispatcher.account);
  }

  const radio = await connectTerminal(api, talker, ORGANISATION_PASSWORD);
  try {
    await expect(radio.command('floorRequest', { gid: team })).resolves.toMatchObject({ outcome: 'granted' });

    // The collapsed district says someone talks below it, in words as well as with its mark.
    await expect(activity(page, district)).toHaveAttribute('data-below-talking', '1');
    await expect(activity(page, district).getByTestId('activity-below-talking')).toContainText('Talking in 1 subgroup');
    // The voice panel hears it without the dispatcher changing anything.
    const banner = page.getByTestId(`talker-${team}`);
    await expect(banner).toHaveAttribute('data-talker', talker);
    const name = await banner.getByTestId('talker-name').innerText();

    // Unfolded: the team itself says who talks.
    await toggle(page, district, 'Expand').click();
    await expect(activity(page, team)).toHaveAttribute('data-talking', talker);
    await expect(activity(page, team).getByTestId('activity-talking')).toContainText(`Talking: ${name}`);
    await expect(activity(page, district)).toHaveAttribute('data-below-talking', '0');

    // With Janus in the stack the console's media joined the team's room once its talk began (muted, as a listener).
    if (janusWs) {
      await expect(page.getByTestId(`monitored-${team}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 30_000 });
      await expect.poll(() => roomDisplays(janusWs, team)).toContain(dispatcher.account);
    }

    await radio.command('floorRelease', { gid: team });
    await expect(banner).toHaveAttribute('data-talker', '');
    await expect(activity(page, team)).toHaveAttribute('data-talking', '');
    await expect(activity(page, team)).toHaveAttribute('data-recent', 'true');
    await expect(activity(page, team).getByTestId('activity-recent')).toContainText('Talked in the last 5 minutes');
    // Folded again: the district carries the recent talk below it.
    await toggle(page, district, 'Collapse').click();
    // This team only: the district's other team was quiet.
    await expect(activity(page, district)).toHaveAttribute('data-below-recent', '1');
    // A reload starts from the platform's snapshot, which carries each group's last end of talk.
    await page.reload();
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expect(activity(page, team)).toHaveAttribute('data-recent', 'true');
  } finally {
    radio.close();
  }
});

test('with "include subgroups" off the dispatcher monitors its own groups only', async ({ page, api }) => {
  const { root, district, team, otherTeam, dispatcher } = await districtOrganisation(api);
  await loginAs(page, dispatcher);
  await expect(page.getByTestId(`monitored-${team}`)).toBeVisible();
  await page.getByTestId('header-settings').click();
  const setting = page.getByTestId('settings-monitor-subgroups');
  await expect(setting.getByRole('switch')).toBeChecked();
  await setting.click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId(`monitored-${team}`)).toHaveCount(0);
  await expect(page.getByTestId(`monitored-${district}`)).toHaveCount(0);
  await expect(page.getByTestId(`monitored-${otherTeam}`)).toHaveCount(0);
  // The root is the dispatcher's only own group: it alone is monitored.
  await expect(page.getByTestId(`monitored-${root}`)).toBeVisible();
  await expect(page.locator('[data-testid^="monitored-"]')).toHaveCount(1);
});

test('an open SOS of a member terminal shows on its groups in the tree until it is closed', async ({ page, api, organisation }) => {
  // The test's own organisation: its radio is a member of a team and of the root above it.
  const team = organisation.teams[0]!.gid;
  const root = organisation.root.gid;
  const radio = await connectTerminal(api, organisation.radios[0]!.msId, organisation.password);
  try {
    await loginAs(page, organisation.dispatcher);
    await expect(activity(page, team)).toHaveAttribute('data-alarms', '0');
    await raiseSos(radio);
    await expect(activity(page, team)).toHaveAttribute('data-alarms', '1');
    await expect(activity(page, team).getByTestId('activity-sos')).toContainText('1 open SOS alarm');
    // The radio is a member of the root too: the mark is the root's own, folded or not.
    await expect(activity(page, root)).toHaveAttribute('data-alarms', '1');
    await toggle(page, root, 'Collapse').click();
    await expect(activity(page, root).getByTestId('activity-sos')).toBeVisible();

    await closeOpenAlarms(api, organisation.dispatcher);
    await expect(activity(page, root)).toHaveAttribute('data-alarms', '0');
  } finally {
    radio.close();
  }
});
