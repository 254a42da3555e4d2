import { TempGroupLimits, type FloorState, type LastTalk, type MuteEntry, type Tone, type OpenCall, type Group, type Terminal } from '../../../protocol/index.ts';
import type { PasswordHash } from '../events/private-events.ts';
import { emptyFenceBook, type FenceBook } from './fence-reducer.ts';
import { emptyMarkerBook, type MarkerBook } from '../markers/marker-book.ts';
import { emptyLoneWorkBook, type LoneWorkBook } from '../lone-worker/lone-work-book.ts';
import { emptyJobBook, type JobBook } from '../job-tickets/job-book.ts';
import { emptyMediaBook, type MediaBook } from '../media-library/media-book.ts';
import { emptyPatrolBook, type PatrolBook } from '../patrol/patrol-book.ts';
import { emptyCameraBook, type CameraBook } from '../cameras/camera-book.ts';
import { emptyVideoRecordBook, type VideoRecordBook } from '../video-records/video-record-book.ts';
import { emptyThemeBook, type ThemeBook } from '../themes/theme-book.ts';
import { emptySchoolBook, type SchoolBook } from '../school/school-book.ts';
import { emptyIncidentBook, type IncidentBook } from '../incidents/incident-book.ts';
import { emptyIndoorBook, type IndoorBook } from '../indoor/indoor-book.ts';
import { emptyBroadcastBook, type BroadcastBook } from '../broadcast/broadcast-book.ts';
import { emptySosBook, type SosBook } from './sos-reducer.ts';
import { emptyMessageBook, type MessageBook } from './message-reducer.ts';
import type { RecallIndex } from './recall-reducer.ts';
import type { TempGroupBook } from './temp-group-reducer.ts';
import { emptyRecoveryBook, type RecoveryBook } from '../recovery/recovery-book.ts';
import { emptyOrganisationBook, type OrganisationBook } from '../organisations/organisation-book.ts';

export type Account = {
  readonly msId: string;
  readonly accountType: number;
  readonly password: PasswordHash;
  /** Wrong passwords in a row since the last success or lock. */
  readonly failures: number;
  /** While now < lockedUntil every login answers 'locked'. */
  readonly lockedUntil: number | null;
  /** Until the password changes the account may only change it (the first administrator); absent: false. */
  readonly mustChangePassword?: boolean;
};

export type Session = { readonly msId: string; readonly tokenHash: string; readonly expiresAt: number };

export type LoginLogEntry = {
  readonly id: number;
  readonly msId: string;
  readonly account: string;
  readonly language: string;
  readonly time: number;
};

export type LoginAnswer = { readonly code: string; readonly desc: string | null };

/**
 * The emulator's state: a fold of its event log. Maps keep lookups O(1) at fleet scale; the values
 * are immutable records that the pure reducers replace.
 */
export type PlatformState = {
  /** Sequence number of the last event applied. */
  head: number;
  readonly groups: Map<string, Group>;
  /** Each group's organisation (organisations/organisation-book.ts). */
  readonly organisations: OrganisationBook;
  /** The highest fixed gid ever created, deleted ones included: a new group never reuses a gid. */
  lastGroupGid: number;
  readonly terminals: Map<string, Terminal>;
  /** Floors that are taken or have a queue, by gid. */
  readonly floors: Map<string, FloorState>;
  /** Each group's last end of talk, by gid (one entry per group that ever talked). */
  readonly lastTalk: Map<string, LastTalk>;
  readonly tempGroups: TempGroupBook;
  /** Mute entries by id (`${msId}-${muteId}`). */
  readonly mutes: Map<string, MuteEntry>;
  /** The alarm tone library, by tone id. */
  readonly tones: Map<string, Tone>;
  /** Calls invited or connected, by call id. */
  readonly calls: Map<string, OpenCall>;
  /** Each group's recent recorded transmissions (instant recall). */
  readonly recall: RecallIndex;
  /** SOS alarms by id, closed ones included. */
  readonly sos: SosBook;
  /** Messages (sealed), unreads, SMS and secret keys. */
  readonly messages: MessageBook;
  /** Custom map markers (point, line, shape) of the organisation. */
  readonly markers: MarkerBook;
  /** Cameras of the video wall. */
  readonly cameras: CameraBook;
  /** Recordings and snapshots taken from the cameras. */
  readonly videoRecords: VideoRecordBook;
  /** Custom skins per host name, and accounts' own access codes. */
  readonly themes: ThemeBook;
  /** Indoor areas (blueprint, frame, border, beacons, path-loss settings) and terminals' last indoor fixes. */
  readonly indoor: IndoorBook;
  /** Job tickets with each assignee's execution state, and the common tasks. */
  readonly jobs: JobBook;
  /** Geo-fences and their alarm records. */
  readonly fences: FenceBook;
  /** Lone worker plans and their alarm records. */
  readonly loneWork: LoneWorkBook;
  /** The media library and the groups whose media cloud is on. */
  readonly media: MediaBook;
  /** The broadcast (public address) service: organisations, casters, speakers, files, tasks, its sessions. */
  readonly broadcast: BroadcastBook;
  /** Patrol points, routes, plans, patrol users and punches (orders follow from them). */
  readonly patrol: PatrolBook;
  /** Students, their punch records and the school cars. */
  readonly school: SchoolBook;
  /** Incident timelines saved with a note (issue 12). */
  readonly incidents: IncidentBook;
  readonly accounts: Map<string, Account>;
  /** By token hash. */
  readonly sessions: Map<string, Session>;
  /** The most recent entries (at least LOGIN_LOG_KEPT when there are that many), oldest first. */
  loginLog: LoginLogEntry[];
  /** Test overrides by account. */
  readonly loginAnswers: Map<string, LoginAnswer>;
  hostSwitches: Readonly<Record<string, boolean>>;
  /** Bound e-mails, verify codes, auto-login keys, client info reports. */
  readonly recovery: RecoveryBook;
};

/** Login log entries kept in memory; the log itself keeps them all. */
export const LOGIN_LOG_KEPT = 1_000;

export const emptyState = (): PlatformState => ({
  head: 0,
  groups: new Map(),
  organisations: emptyOrganisationBook(),
  lastGroupGid: 0,
  terminals: new Map(),
  floors: new Map(),
  lastTalk: new Map(),
  calls: new Map(),
  recall: new Map(),
  mutes: new Map(),
  tones: new Map(),
  sos: emptySosBook(),
  messages: emptyMessageBook(),
  markers: emptyMarkerBook(),
  cameras: emptyCameraBook(),
  videoRecords: emptyVideoRecordBook(),
  themes: emptyThemeBook(),
  indoor: emptyIndoorBook(),
  jobs: emptyJobBook(),
  fences: emptyFenceBook(),
  loneWork: emptyLoneWorkBook(),
  school: emptySchoolBook(),
  incidents: emptyIncidentBook(),
  media: emptyMediaBook(),
  broadcast: emptyBroadcastBook(),
  patrol: emptyPatrolBook(),
  tempGroups: { byGid: new Map(), lastGid: TempGroupLimits.firstGid - 1 },
  accounts: new Map(),
  sessions: new Map(),
  loginLog: [],
  loginAnswers: new Map(),
  hostSwitches: {},
  recovery: emptyRecoveryBook(),
});

/** The number of a fixed gid, or 0 for one that is not a plain number. */
export const gidNumber = (gid: string): number => (/^\d{1,12}$/.test(gid) ? Number(gid) : 0);
