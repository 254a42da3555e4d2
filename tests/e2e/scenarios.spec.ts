import { parseScenario } from '../../simulators/scenarios/load.ts';
import { runScenario } from '../../simulators/scenarios/runner.ts';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';

/** The drill in the test's own organisation: two of its radios, its second dispatcher as the operator. */
const drill = (organisation: OwnOrganisation) =>
  parseScenario(`
name: e2e SOS drill
seed: 9
duration: 3s
tick: 500ms
operator: { account: "${organisation.dispatchers[1]!.msId}", password: "${organisation.password}" }
password: "${organisation.password}"
fleet:
  - name: drill
    accounts: ["${organisation.radios[0]!.msId}", "${organisation.radios[1]!.msId}"]
    behaviour: { walk: false }
incidents:
  - { at: 1s, do: sos, who: "drill#2" }
  - { at: 1500ms, do: talk, who: "drill#1", for: 500ms }
`);

test('a QA scenario raises an SOS that the console shows', async ({ page, baseURL, organisation }) => {
  // Logins of the scenario's radios and the console on a loaded machine.
  test.setTimeout(120_000);
  await loginAs(page, organisation.dispatcher);
  const lines: string[] = [];
  const run = await runScenario({ baseUrl: baseURL ?? '', scenario: drill(organisation), log: (line) => lines.push(line) });
  expect(run.online).toBe(2);
  const sos = run.records.find((record) => record.do === 'sos');
  expect(sos?.msId).toBe(organisation.radios[1]!.msId);
  const alarmId = /^alarm (\S+)$/.exec(sos?.outcome ?? '')?.[1];
  expect(alarmId, lines.join('\n')).toBeTruthy();
  const item = page.locator(`[data-testid="sos-alert-item"][data-id="${alarmId}"]`);
  await expect(item).toContainText('SOS: ');
  await expect(item).toHaveAttribute('data-status', '0');
  await expect(page.getByTestId('sos-alert')).toHaveAttribute('data-alarm-looping', 'true');
});
