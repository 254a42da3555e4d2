import { parseScenario } from '../../simulators/scenarios/load.ts';
import { runScenario } from '../../simulators/scenarios/runner.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { closeOpenAlarms } from './harness/sos.ts';

/** Radios no other spec logs in. */
const SCENARIO = parseScenario(`
name: e2e SOS drill
seed: 9
duration: 3s
tick: 500ms
fleet:
  - name: drill
    accounts: ["10000125", "10000126"]
    behaviour: { walk: false }
incidents:
  - { at: 1s, do: sos, who: "drill#2" }
  - { at: 1500ms, do: talk, who: "drill#1", for: 500ms }
`);

test('a QA scenario raises an SOS that the console shows', async ({ page, baseURL, api }) => {
  // Logins of the scenario's radios and the console on a loaded machine.
  test.setTimeout(120_000);
  await closeOpenAlarms(api, DISPATCHER);
  await loginAs(page, DISPATCHER);
  const lines: string[] = [];
  try {
    const run = await runScenario({ baseUrl: baseURL ?? '', scenario: SCENARIO, log: (line) => lines.push(line) });
    expect(run.online).toBe(2);
    const sos = run.records.find((record) => record.do === 'sos');
    expect(sos?.msId).toBe('10000126');
    const alarmId = /^alarm (\S+)$/.exec(sos?.outcome ?? '')?.[1];
    expect(alarmId, lines.join('\n')).toBeTruthy();
    const item = page.locator(`[data-testid="sos-alert-item"][data-id="${alarmId}"]`);
    await expect(item).toContainText('SOS: ');
    await expect(item).toHaveAttribute('data-status', '0');
    await expect(page.getByTestId('sos-alert')).toHaveAttribute('data-alarm-looping', 'true');
  } finally {
    await closeOpenAlarms(api, DISPATCHER);
  }
});
