/** Call records (SPEC §2 /call-records: /voice-list with dsKey historyVoice, and /voice-list-child; menu order 3). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    callRecords: true;
  }
}

export const manifest = defineManifest({
  feature: 'call-records',
  screens: {
    callRecords: lazy(() => import('./CallRecordsRoute.tsx').then((module) => ({ default: module.CallRecordsRoute }))),
  },
  routes: [
    { path: '/call-records/voice-list', screen: 'callRecords', dsKey: Feature.HistoryVoice, childTwin: true, layout: 'main', menu: { titleKey: 'callRecords.menu', order: 3, icon: 'headset' } },
  ],
});
