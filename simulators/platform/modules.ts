import { allCallModule } from './all-call/all-call-module.ts';
import { authModule } from './auth/auth-module.ts';
import { hostConfigModule } from './auth/host-config-module.ts';
import { broadcastModule } from './broadcast/broadcast-module.ts';
import { callModule } from './calls/call-module.ts';
import { cameraModule } from './cameras/camera-module.ts';
import { fenceModule } from './fences/fence-module.ts';
import { floorModule } from './floor/floor-module.ts';
import { incidentModule } from './incidents/incident-module.ts';
import { indoorModule } from './indoor/indoor-module.ts';
import { jobModule } from './job-tickets/job-module.ts';
import { loneWorkModule } from './lone-worker/lone-work-module.ts';
import { markerModule } from './markers/marker-module.ts';
import { muteModule } from './media/mute-module.ts';
import { mediaModule } from './media-library/media-module.ts';
import { messageModule } from './messages/message-module.ts';
import { networkModule } from './network/network-module.ts';
import { patrolModule } from './patrol/patrol-module.ts';
import type { EventLogging } from './logs/log-fields.ts';
import type { EventHandling, EventType } from './projection/event-handling.ts';
import { recoveryModule } from './recovery/recovery-module.ts';
import { schoolModule } from './school/school-module.ts';
import { sosModule } from './sos/sos-module.ts';
import { tempGroupModule } from './temp-groups/temp-group-module.ts';
import { monitorModule } from './terminal-monitor/monitor-module.ts';
import { themeModule } from './themes/theme-module.ts';
import { toneModule } from './tones/tone-module.ts';
import { videoRecordModule } from './video-records/video-record-module.ts';
import { logModule } from './logs/log-module.ts';
import { recallModule } from './media/recall-module.ts';
import { callRecordModule } from './call-records/call-record-module.ts';
import { reportModule } from './reports/report-module.ts';
import { organisationModule } from './organisations/organisation-module.ts';
import { geoCallModule } from './geo-calls/geo-call-module.ts';

/** Every module of the platform: a new one is listed here, and nothing central changes. */
export const PLATFORM_MODULES = [
  networkModule,
  authModule,
  hostConfigModule,
  recoveryModule,
  floorModule,
  callModule,
  allCallModule,
  tempGroupModule,
  muteModule,
  toneModule,
  sosModule,
  fenceModule,
  loneWorkModule,
  jobModule,
  markerModule,
  messageModule,
  mediaModule,
  cameraModule,
  videoRecordModule,
  monitorModule,
  incidentModule,
  indoorModule,
  schoolModule,
  patrolModule,
  broadcastModule,
  themeModule,
  logModule,
  recallModule,
  callRecordModule,
  reportModule,
  organisationModule,
  geoCallModule,
] as const;

type TypesOf<M> = M extends { readonly events: infer E } ? keyof E : never;
/** Compiles only while every event type of the log belongs to a module: a missing one is named in the error. */
function everyTypeHandled<_Unhandled extends never>(): void {}
everyTypeHandled<Exclude<EventType, TypesOf<(typeof PLATFORM_MODULES)[number]>>>();

let handlings: ReadonlyMap<string, EventHandling<EventType>> | null = null;

/** Each event type's handling, from the one module that declares it (built on first use: the modules import the projection, which asks here). */
export function handlingOf(type: EventType): EventHandling<EventType> {
  handlings ??= handlingTable();
  return handlings.get(type)!;
}

/** How a stored row's type reads in the log table, if it is one of today's types. */
export function loggingOf(type: string): EventLogging | undefined {
  return handlingsByType().get(type)?.log;
}

/** Every event type with its handling. */
export function handlingsByType(): ReadonlyMap<string, EventHandling<EventType>> {
  handlings ??= handlingTable();
  return handlings;
}

function handlingTable(): ReadonlyMap<string, EventHandling<EventType>> {
  const table = new Map<string, EventHandling<EventType>>();
  const owner = new Map<string, string>();
  for (const module of PLATFORM_MODULES) {
    for (const [type, handling] of Object.entries(module.events)) {
      if (owner.has(type)) throw new Error(`event type ${type} is declared by two modules: ${owner.get(type)} and ${module.name}`);
      owner.set(type, module.name);
      table.set(type, handling as EventHandling<EventType>);
    }
  }
  return table;
}
