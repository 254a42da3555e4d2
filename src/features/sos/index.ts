/**
 * SOS management (SPEC §2 /sos-management/alarm, §3 alarm record, §4 alarm status). For the map:
 * `openSosAlarmsAtom` lists the alarms not yet closed (msId, lat, lng) and `newestSoundingSosAtom`
 * is the newest unacknowledged one, to pan to and open its terminal's card.
 */
export { dismissedSosAtom, newestSoundingSosAtom, openSosAlarmsAtom, sosAlertAtom } from './atoms.ts';
export { SosAlert, SOS_PAGE_PATH } from './components/SosAlert.tsx';
export { SosPage } from './SosPage.tsx';
export { alarmSoundDecision, type SosDs } from './model.ts';
export { SosResponseProvider } from './response/SosResponseProvider.tsx';
export type { SosResponseClient } from './response/useSosResponse.ts';
export { sosResponseAtom, sosTrackRequestAtom } from './response/atoms.ts';
export { SOS_RECENT_TRACK_MS } from './response/model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
