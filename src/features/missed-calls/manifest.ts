/** No screens of its own: its socket listeners (live.ts), which the session hangs on every socket client. */
import { defineManifest } from '../../manifest/index.ts';

export const manifest = defineManifest({
  feature: 'missed-calls',
  screens: {},
  routes: [],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});
