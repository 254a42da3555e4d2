import { describe, expect, it } from 'vitest';
import { Feature } from '../../../protocol/index.ts';
import { screensToPreload } from './prefetch.ts';
import { RESOLVED_ROUTES } from './routeTable.ts';

describe('screensToPreload', () => {
  it('preloads the live map for a dispatcher with the map feature', () => {
    expect(screensToPreload(['mapMonitoring'], RESOLVED_ROUTES, new Set([Feature.Map]))).toEqual(['mapMonitoring']);
  });

  it('skips a screen whose feature is off (its route answers 404)', () => {
    expect(screensToPreload(['mapMonitoring'], RESOLVED_ROUTES, new Set())).toEqual([]);
  });

  it('counts only main-console routes: a child twin needs no feature, yet opens no screen here', () => {
    // /maps/monitoring-child has no dsKey; the follow windows (mapFollow) are bare routes only.
    expect(screensToPreload(['mapFollow'], RESOLVED_ROUTES, new Set([Feature.Map]))).toEqual([]);
  });

  it('preloads screens without a feature key', () => {
    expect(screensToPreload(['home'], RESOLVED_ROUTES, new Set())).toEqual(['home']);
  });
});
