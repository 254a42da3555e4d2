import { LoginGuard } from './auth/login-guard.ts';
import { CallRecordIndex } from './call-records/call-record-index.ts';
import { CameraService } from './cameras/camera-service.ts';
import { FenceService } from './fences/fence-service.ts';
import { GeoCallService } from './geo-calls/geo-call-service.ts';
import { IncidentService } from './incidents/incident-service.ts';
import { IndoorService } from './indoor/indoor-service.ts';
import { JobService } from './job-tickets/job-service.ts';
import { LoneWorkService, MINUTE_MS } from './lone-worker/lone-work-service.ts';
import { MarkerService } from './markers/marker-service.ts';
import { KeyService } from './messages/key-service.ts';
import { MessageService } from './messages/message-service.ts';
import { NetworkService } from './network/network-service.ts';
import { PatrolService } from './patrol/patrol-service.ts';
import { DEFAULT_PATROL_TOKEN_MS } from './patrol/patrol-tokens.ts';
import type { Platform } from './platform.ts';
import { SchoolService } from './school/school-service.ts';
import { SosService } from './sos/sos-service.ts';
import { ThemeService } from './themes/theme-service.ts';

/**
 * The platform's services, each built once per emulator with what it needs handed in: one decision
 * queue per service and one count of guesses in flight, never a lookup by platform.
 */
export type PlatformServices = {
  readonly loginGuard: LoginGuard;
  readonly cameras: CameraService;
  readonly callRecords: () => Promise<CallRecordIndex>;
  readonly fences: FenceService;
  readonly geoCalls: GeoCallService;
  readonly incidents: IncidentService;
  readonly indoor: IndoorService;
  readonly jobs: JobService;
  readonly loneWork: LoneWorkService;
  readonly markers: MarkerService;
  readonly keys: KeyService;
  readonly messages: MessageService;
  readonly network: NetworkService;
  readonly patrol: PatrolService;
  readonly school: SchoolService;
  readonly sos: SosService;
  readonly themes: ThemeService;
};

export type ServiceOptions = {
  /** Length of a lone worker minute (work periods, check-in intervals); tests shorten it. */
  readonly loneWorkerMinuteMs?: number | undefined;
  /** How long a patrol token lives. */
  readonly patrolTokenMs?: number | undefined;
  /** The login guard's own options (tests give limits and a cheap hash check). */
  readonly loginGuard?: ConstructorParameters<typeof LoginGuard>[1];
};

/** Builds every service of one platform, in dependency order. */
export function createServices(platform: Platform, options: ServiceOptions = {}): PlatformServices {
  const loginGuard = new LoginGuard(platform, options.loginGuard);
  const fences = new FenceService(platform);
  return {
    loginGuard,
    cameras: new CameraService(platform),
    callRecords: lazily(() => CallRecordIndex.open(platform)),
    fences,
    geoCalls: new GeoCallService(platform, fences),
    incidents: new IncidentService(platform),
    indoor: new IndoorService(platform),
    jobs: new JobService(platform),
    loneWork: new LoneWorkService(platform, options.loneWorkerMinuteMs ?? MINUTE_MS),
    markers: new MarkerService(platform),
    keys: new KeyService(platform),
    messages: new MessageService(platform),
    network: new NetworkService(platform),
    patrol: new PatrolService(platform, loginGuard, options.patrolTokenMs ?? DEFAULT_PATROL_TOKEN_MS),
    school: new SchoolService(platform),
    sos: new SosService(platform),
    themes: new ThemeService(platform),
  };
}

/**
 * The call-record index is read from the log on its first query (an emulator that never lists calls
 * never reads the history); a failed read is tried again by the next query.
 */
function lazily<T>(open: () => Promise<T>): () => Promise<T> {
  let opened: Promise<T> | null = null;
  return () => {
    if (!opened) {
      opened = open();
      opened.catch(() => (opened = null));
    }
    return opened;
  };
}
