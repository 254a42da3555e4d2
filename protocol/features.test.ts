import { describe, expect, it } from 'vitest';
import { enabledFeatures, Feature, FEATURES, isFeatureEnabled, type FeatureInput } from './features.ts';

const input = (patch: Partial<FeatureInput> = {}): FeatureInput => ({ dsConfig: {}, version: '1', ...patch });

describe('feature flags', () => {
  it("accepts access '-2' and '1' for most features", () => {
    for (const access of ['-2', '1']) {
      expect(isFeatureEnabled(Feature.Fence, input({ dsConfig: { fence: access } }))).toBe(true);
    }
    expect(isFeatureEnabled(Feature.Fence, input({ dsConfig: { fence: '0' } }))).toBe(false);
    expect(isFeatureEnabled(Feature.Fence, input())).toBe(false);
  });

  it("accepts only '1' for broadcast, custom theme, environment monitor, temp group management and mute list", () => {
    for (const feature of [Feature.Broadcast, Feature.CustomTheme, Feature.EnvironmentMonitor, Feature.TempGroupManage, Feature.MuteList]) {
      expect(isFeatureEnabled(feature, input({ dsConfig: { [feature]: '-2' } }))).toBe(false);
      expect(isFeatureEnabled(feature, input({ dsConfig: { [feature]: '1' } }))).toBe(true);
    }
  });

  it("lets version '0' carry only map, message, report and logger", () => {
    const all = Object.fromEntries(FEATURES.map((feature) => [feature, '1']));
    expect([...enabledFeatures(input({ dsConfig: all, version: '0' }))].sort()).toEqual(['logger', 'map', 'message', 'report']);
    expect(enabledFeatures(input({ dsConfig: all, version: '1' })).size).toBe(FEATURES.length);
    expect(enabledFeatures(input({ dsConfig: all, version: '2' })).size).toBe(0);
  });

  it('lets a boolean has-feature flag decide on its own', () => {
    expect(isFeatureEnabled(Feature.Patrol, input({ hasFeature: { patrol: true } }))).toBe(true);
    expect(isFeatureEnabled(Feature.Patrol, input({ dsConfig: { patrol: '1' }, hasFeature: { patrol: false } }))).toBe(false);
    expect(isFeatureEnabled(Feature.Patrol, input({ hasFeature: { patrol: true }, version: '0' }))).toBe(true);
  });

  it("admits only '1' when the no-feature-default flag is set", () => {
    expect(isFeatureEnabled(Feature.Fence, input({ dsConfig: { fence: '-2' }, noFeatureDefault: true }))).toBe(false);
    expect(isFeatureEnabled(Feature.Fence, input({ dsConfig: { fence: '1' }, noFeatureDefault: true }))).toBe(true);
  });

  it('turns a feature off when the host switches it off', () => {
    expect(isFeatureEnabled(Feature.Map, input({ dsConfig: { map: '1' }, hostSwitches: { map: false } }))).toBe(false);
    expect(isFeatureEnabled(Feature.Map, input({ hasFeature: { map: true }, hostSwitches: { map: false } }))).toBe(false);
  });
});
