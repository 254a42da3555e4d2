import { describe, expect, it } from 'vitest';
import { enabledFeatures, Feature, FEATURE_GATES, FEATURES, featureOfOperation, TerminalOperation, type FeatureInput } from '../../../protocol/index.ts';
import { decideAccess } from './access.ts';
import { menuItems, RESOLVED_ROUTES, ROUTES } from './routeTable.ts';

/** SPEC §6, written out again here so the test does not read the rule it checks. */
const ONE_ONLY: readonly string[] = ['broadcast', 'customTheme', 'environmentMonitor', 'tempGroupManage', 'muteList'];
const SPEC_FEATURES = [
  'allCall', 'broadcast', 'customTheme', 'environmentMonitor', 'fence', 'groupMonitor', 'indoorLocation', 'jobTicketing', 'keyManage',
  'manageGroup', 'multiScreen', 'patrol', 'remoteSwitch', 'sendTone', 'terminalManage', 'trackPlayback', 'videoFunction', 'workAlone',
];

type Setting = { readonly name: string; readonly access: string | undefined; readonly hostSwitch?: false };
const SETTINGS: readonly Setting[] = [
  { name: "'1'", access: '1' },
  { name: "'-2'", access: '-2' },
  { name: "'0'", access: '0' },
  { name: 'missing', access: undefined },
  { name: "'1' with the host switch off", access: '1', hostSwitch: false },
];

/** Every other feature on with '1', this one with the setting's code. */
function inputFor(feature: Feature, setting: Setting): FeatureInput {
  const dsConfig: Record<string, string> = Object.fromEntries(FEATURES.map((key) => [key, '1']));
  if (setting.access === undefined) delete dsConfig[feature];
  else dsConfig[feature] = setting.access;
  return { dsConfig, version: '1', hostSwitches: setting.hostSwitch === false ? { [feature]: false } : {} };
}

const expected = (feature: Feature, setting: Setting): boolean =>
  setting.hostSwitch !== false && (setting.access === '1' || (setting.access === '-2' && !ONE_ONLY.includes(feature)));

const menuPaths = (features: ReadonlySet<Feature>) => new Set(menuItems(ROUTES, features).map((item) => item.path));

describe('feature gating matrix (SPEC §6)', () => {
  it('knows every feature of the SPEC list', () => {
    for (const feature of SPEC_FEATURES) expect(FEATURES).toContain(feature);
    for (const entry of ROUTES) if (entry.dsKey !== null) expect(FEATURES).toContain(entry.dsKey);
  });

  it('gives every terminal operation exactly one feature', () => {
    for (const operation of Object.values(TerminalOperation)) {
      const owners = FEATURES.filter((feature) => FEATURE_GATES[feature].operations.includes(operation));
      expect(owners, operation).toEqual([featureOfOperation(operation)]);
    }
  });

  for (const feature of FEATURES) {
    describe(feature, () => {
      for (const setting of SETTINGS) {
        it(`access ${setting.name}`, () => {
          const features = enabledFeatures(inputFor(feature, setting));
          const on = expected(feature, setting);
          expect(features.has(feature)).toBe(on);
          // The others stay on: one flag never takes another feature with it.
          for (const other of FEATURES) if (other !== feature) expect(features.has(other), other).toBe(true);

          const menu = menuPaths(features);
          for (const entry of ROUTES.filter((route) => route.dsKey === feature && route.menu)) expect(menu.has(entry.path), entry.path).toBe(on);
          for (const route of RESOLVED_ROUTES.filter((candidate) => candidate.dsKey === feature)) {
            const decision = decideAccess({ path: route.path, hasSession: true, arrived: true, routes: RESOLVED_ROUTES, features });
            expect(decision, route.path).toEqual(on ? { kind: 'render', route } : { kind: 'redirect', to: '/404' });
          }
          for (const operation of FEATURE_GATES[feature].operations) expect(features.has(featureOfOperation(operation)), operation).toBe(on);
        });
      }
    });
  }

  it('keeps menu entries and routes without a data-service key whatever the flags', () => {
    const none = new Set<Feature>();
    const menu = menuPaths(none);
    for (const entry of ROUTES.filter((route) => route.dsKey === null && route.menu)) expect(menu.has(entry.path)).toBe(true);
    expect(menu.size).toBe(ROUTES.filter((route) => route.dsKey === null && route.menu).length);
  });

  it('hides map, message, report and logger only when version 0 lacks them', () => {
    const dsConfig = Object.fromEntries(FEATURES.map((key) => [key, '1']));
    const zero = enabledFeatures({ dsConfig, version: '0' });
    expect([...zero].sort()).toEqual([Feature.Logger, Feature.Map, Feature.Message, Feature.Report].sort());
  });
});
