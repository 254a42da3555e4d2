import { TerminalType, type CommandName } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';

/**
 * Who may call what (docs/protocol.md "Roles"): every route of /ds, /filews, the broadcast host and
 * /patrolService, and every socket command, with the account types it admits. Each host checks it
 * once, in its own dispatch, before the handler runs; a route missing here is refused (fail closed).
 * Handlers keep their own finer checks (a terminal only its own data, a feature, a group).
 */
export const Role = {
  /** No session needed: logins, recovery, public configuration. */
  Open: 'open',
  /** Any signed-in account, on its own data: the handler scopes it to the caller. */
  Account: 'account',
  /** The console's calls. */
  Dispatcher: 'dispatcher',
  /** What a device does of its own: every type but the dispatcher. */
  Terminal: 'terminal',
  /** The simulated speakers' key, not an account (the broadcast host checks it). */
  Speaker: 'speaker',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The refusals' desc (code 403): named after what the caller is not, as the handlers' own. */
export const RoleRefusal = {
  NotDispatcher: 'caller:not-dispatcher',
  NotTerminal: 'caller:not-terminal',
  /** A session whose account has no terminal record: no type, so no role. */
  Unknown: 'caller:unknown',
  /** A route this table does not list: refused until someone decides who may call it. */
  Unlisted: 'route:unlisted',
} as const;

/** Why a caller of this type may not call a route of this role, or null when it may. */
export function roleRefusal(role: Role | undefined, type: number | undefined): string | null {
  if (role === undefined) return RoleRefusal.Unlisted;
  if (role === Role.Open || role === Role.Speaker) return null;
  if (type === undefined) return RoleRefusal.Unknown;
  if (role === Role.Dispatcher) return type === TerminalType.Dispatcher ? null : RoleRefusal.NotDispatcher;
  if (role === Role.Terminal) return type === TerminalType.Dispatcher ? RoleRefusal.NotTerminal : null;
  return null;
}

/** The account type of a caller (undefined without one, or without a terminal record). */
export const callerTypeOf = (platform: Platform, msId: string | null | undefined): number | undefined => (msId ? platform.state.terminals.get(msId)?.type : undefined);

const { Open, Account, Dispatcher, Terminal, Speaker } = Role;

/** /ds: path → role (each path takes one method). */
export const DS_ROLES: Readonly<Record<string, Role>> = {
  // Logins, recovery and public configuration.
  '/ds/pub/loginext': Open,
  '/ds/user': Open,
  '/ds/pub/logout': Open,
  '/ds/pub/clientConfig': Open,
  '/ds/pub/theme': Open,
  '/ds/pub/getVerifyCode': Open,
  '/ds/pub/resetPwd': Open,
  '/ds/user/unlockUser': Open,
  '/ds/pub/autoLogin': Open,
  '/ds/user/getAccountByOauth': Open,
  // The caller's own account, messages and the groups it sees on its socket anyway.
  '/ds/data/updateMsPwd': Account,
  '/ds/data/addLoginLog': Account,
  '/ds/pub/bindEmail': Account,
  '/ds/user/getAccount': Account,
  '/ds/data/updateMsInfo': Account,
  '/ds/data/getGrpMsList': Account,
  '/ds/message/recent': Account,
  '/ds/message/history': Account,
  '/ds/message/clear': Account,
  '/ds/sms/findSms': Account,
  '/ds/sms/updateSms': Account,
  // Terminals open the messages they get with these keys.
  '/ds/key/list': Account,
  // Recordings of the groups the caller may hear live (the handler checks the group).
  '/ds/data/voice': Account,
  // Everything else is the console's.
  '/ds/camera/add': Dispatcher,
  '/ds/camera/update': Dispatcher,
  '/ds/camera/delete': Dispatcher,
  '/ds/camera/list': Dispatcher,
  '/ds/fence/list': Dispatcher,
  '/ds/fence/create': Dispatcher,
  '/ds/fence/edit': Dispatcher,
  '/ds/fence/set': Dispatcher,
  '/ds/fence/del': Dispatcher,
  '/ds/fence/findter': Dispatcher,
  '/ds/fence/alarmAck': Dispatcher,
  '/ds/fence/alarmHandOver': Dispatcher,
  '/ds/fence/alarmResolve': Dispatcher,
  '/ds/fence/fa': Dispatcher,
  '/ds/map/roadNet': Dispatcher,
  '/ds/mark/addMark': Dispatcher,
  '/ds/mark/updateMark': Dispatcher,
  '/ds/mark/deleteMark': Dispatcher,
  '/ds/mark/findMark': Dispatcher,
  '/ds/lonework/add': Dispatcher,
  '/ds/lonework/update': Dispatcher,
  '/ds/lonework/delete': Dispatcher,
  '/ds/lonework/list': Dispatcher,
  '/ds/lonework/addAlarm': Dispatcher,
  '/ds/lonework/updateAlarm': Dispatcher,
  '/ds/lonework/ackAlarm': Dispatcher,
  '/ds/lonework/handOverAlarm': Dispatcher,
  '/ds/lonework/findAlarm': Dispatcher,
  '/ds/job/add': Dispatcher,
  '/ds/job/handOver': Dispatcher,
  '/ds/job/list': Dispatcher,
  '/ds/job/delete': Dispatcher,
  '/ds/job/commonTasks': Dispatcher,
  '/ds/job/addCommonTask': Dispatcher,
  '/ds/job/deleteCommonTask': Dispatcher,
  '/ds/mute/add': Dispatcher,
  '/ds/mute/delete': Dispatcher,
  '/ds/mute/list': Dispatcher,
  '/ds/data/addGroup': Dispatcher,
  '/ds/data/updateGroupName': Dispatcher,
  '/ds/data/updateGrpColor': Dispatcher,
  '/ds/data/deleteGroup': Dispatcher,
  '/ds/data/updateTerminalName': Dispatcher,
  '/ds/data/updateMsIcon': Dispatcher,
  '/ds/data/saveGroupMs': Dispatcher,
  '/ds/data/removeGroupMs': Dispatcher,
  '/ds/data/getTerminalByClient': Dispatcher,
  '/ds/sos/updateSos': Dispatcher,
  '/ds/sos/markSos': Dispatcher,
  '/ds/sos/handOverSos': Dispatcher,
  '/ds/sos/findSos': Dispatcher,
  '/ds/log/findLog': Dispatcher,
  '/ds/data/callByUTC': Dispatcher,
  '/ds/data/callByUTCPost': Dispatcher,
  '/ds/data/findOnlineDetailData': Dispatcher,
  '/ds/data/findFenceAlarmCountPost': Dispatcher,
  '/ds/data/findSosAlarmCountPost': Dispatcher,
  '/ds/data/findCallDurationPost': Dispatcher,
  '/ds/data/findGpsDataPost': Dispatcher,
  '/ds/data/findMessageDataPost': Dispatcher,
  '/ds/data/findLoneWorkAlarm': Dispatcher,
  '/ds/data/findJobReport': Dispatcher,
  '/ds/key/add': Dispatcher,
  '/ds/key/update': Dispatcher,
  '/ds/key/delete': Dispatcher,
  '/ds/data/gpsByUTC': Dispatcher,
  '/ds/data/getLastGps': Dispatcher,
  '/ds/data/findMsInfo': Dispatcher,
  '/ds/school/student/add': Dispatcher,
  '/ds/school/student/update': Dispatcher,
  '/ds/school/student/delete': Dispatcher,
  '/ds/school/student/list': Dispatcher,
  '/ds/school/punch/list': Dispatcher,
  '/ds/school/car/add': Dispatcher,
  '/ds/school/car/checklist': Dispatcher,
  '/ds/school/car/delete': Dispatcher,
  '/ds/school/car/list': Dispatcher,
  '/ds/incident/save': Dispatcher,
  '/ds/incident/list': Dispatcher,
  '/ds/tone/add': Dispatcher,
  '/ds/tone/update': Dispatcher,
  '/ds/tone/list': Dispatcher,
  '/ds/tone/delete': Dispatcher,
  '/ds/theme/customTheme': Dispatcher,
  '/ds/theme/deleteTheme': Dispatcher,
  '/ds/theme/findTheme': Dispatcher,
  '/ds/theme/getClientHostList': Dispatcher,
  '/ds/indoor/listArea': Dispatcher,
  '/ds/indoor/addArea': Dispatcher,
  '/ds/indoor/updateArea': Dispatcher,
  '/ds/indoor/deleteArea': Dispatcher,
  '/ds/mediaLib/list': Dispatcher,
  '/ds/mediaLib/delete': Dispatcher,
  '/ds/mediaLib/cloud/list': Dispatcher,
  '/ds/mediaLib/cloud/set': Dispatcher,
  '/ds/apiZlmk/proxy': Dispatcher,
  '/ds/apiZlmk/record': Dispatcher,
  '/ds/apiZlmk/snap': Dispatcher,
  '/ds/apiZlmk/isOnline': Dispatcher,
  '/ds/apiZlmk/list': Dispatcher,
  '/ds/apiZlmk/delete': Dispatcher,
};

/** /filews: a path, or a folder ending in `/*` (the longest that matches counts) → role. */
export const FILE_ROLES: Readonly<Record<string, Role>> = {
  '/filews/upload/tone': Dispatcher,
  '/filews/upload/icon': Dispatcher,
  // A terminal answers a message with a photo or a video.
  '/filews/upload/photo': Account,
  '/filews/upload/video': Account,
  '/filews/upload/logo': Dispatcher,
  '/filews/upload/blueprint': Dispatcher,
  '/filews/upload/media': Dispatcher,
  // Radios fetch the tones and message files they are sent; the login screen shows the logos.
  '/filews/files/*': Account,
  '/filews/files/logos/*': Open,
  '/filews/media/*': Dispatcher,
  // Whoever may hear the group live (the host checks the group in the name).
  '/filews/recordings/*': Account,
  '/filews/incidents/*': Dispatcher,
  '/filews/gps/*': Dispatcher,
};

/** The role of a /filews path: its own entry, else the deepest folder entry above it. */
export function fileRoleOf(path: string): Role | undefined {
  if (FILE_ROLES[path] !== undefined) return FILE_ROLES[path];
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const role = FILE_ROLES[`${path.slice(0, cut)}/*`];
    if (role !== undefined) return role;
  }
  return undefined;
}

/**
 * The broadcast host (/v1, /api/v1, /music): `METHOD path` → role, `{id}` a number. Its login takes
 * only dispatchers with broadcast access (SPEC §6); the table holds whatever token comes.
 */
export const BROADCAST_ROLES: Readonly<Record<string, Role>> = {
  'POST /v1/login': Open,
  'POST /v1/speaker/report': Speaker,
  'GET /music/{name}': Dispatcher,
  'POST /api/v1/org': Dispatcher,
  'POST /v1/org': Dispatcher,
  'PATCH /v1/org/{id}': Dispatcher,
  'DELETE /v1/org/{id}': Dispatcher,
  'GET /v1/org': Dispatcher,
  'POST /v1/caster': Dispatcher,
  'GET /v1/caster': Dispatcher,
  'GET /v1/sys/user': Dispatcher,
  'POST /v1/device/batch_volume': Dispatcher,
  'POST /v1/device': Dispatcher,
  'PATCH /v1/device/{id}/volume': Dispatcher,
  'PATCH /v1/device/{id}': Dispatcher,
  'DELETE /v1/device/{id}': Dispatcher,
  'GET /v1/device': Dispatcher,
  'POST /v1/upload': Dispatcher,
  'GET /v1/file': Dispatcher,
  'DELETE /v1/file/{id}': Dispatcher,
  'POST /v1/task': Dispatcher,
  'PATCH /v1/task/{id}': Dispatcher,
  'GET /v1/task': Dispatcher,
  'DELETE /v1/task/{id}': Dispatcher,
  'GET /v1/task/{id}/start': Dispatcher,
  'GET /v1/task/{id}/stop': Dispatcher,
  'GET /v1/task/{id}/pause': Dispatcher,
  'GET /v1/task/{id}/resume': Dispatcher,
  'GET /v1/plan': Dispatcher,
  'GET /v1/plan/{id}/start': Dispatcher,
  'GET /v1/plan/{id}/stop': Dispatcher,
  'GET /v1/real_time_task': Dispatcher,
  'PATCH /v1/real_time_task': Dispatcher,
  'POST /v1/real_time_task/start': Dispatcher,
  'GET /v1/real_time_task/stop': Dispatcher,
  'GET /v1/real_time_task/pause': Dispatcher,
  'GET /v1/real_time_task/next': Dispatcher,
  'GET /v1/real_time_task/prev': Dispatcher,
  'PATCH /v1/real_time_task/choice': Dispatcher,
};

/** The table key of a broadcast route: its method and its pattern with `{id}` for the number. */
export const broadcastKeyOf = (method: string, pattern: RegExp): string =>
  `${method} ${pattern.source.replace(/^\^|\$$/g, '').replaceAll('\\/', '/').replaceAll('(\\d+)', '{id}')}`;

/**
 * /patrolService: path → role. Dispatchers administer (points, routes, plans, users, statistics);
 * a patrol user's terminal reads its orders and punches.
 */
export const PATROL_ROLES: Readonly<Record<string, Role>> = {
  '/patrolService/sysUsers/login': Open,
  '/patrolService/tbPatrolOrder/list': Account,
  '/patrolService/tbOrderPoint/queryPointsByOrderId': Account,
  '/patrolService/tbOrderLog/punch': Terminal,
  '/patrolService/tbPatrolPoint/list': Dispatcher,
  '/patrolService/tbPatrolPoint/add': Dispatcher,
  '/patrolService/tbPatrolPoint/edit': Dispatcher,
  '/patrolService/tbPatrolPoint/deleteBatch': Dispatcher,
  '/patrolService/tbPatrolPoint/checkPointName': Dispatcher,
  '/patrolService/tbPatrolPoint/checkPointNfc': Dispatcher,
  '/patrolService/tbPatrolRoute/list': Dispatcher,
  '/patrolService/tbPatrolRoute/add': Dispatcher,
  '/patrolService/tbPatrolRoute/queryPointById': Dispatcher,
  '/patrolService/tbPatrolPlan/list': Dispatcher,
  '/patrolService/tbPatrolPlan/add': Dispatcher,
  '/patrolService/tbPatrolPlan/deleteBatch': Dispatcher,
  '/patrolService/tbOrderLog/list': Dispatcher,
  '/patrolService/tbOrderLog/deviation': Dispatcher,
  '/patrolService/sysUsers/list': Dispatcher,
  '/patrolService/sysUsers/poc/findAccountByPoC': Dispatcher,
  '/patrolService/sysUsers/addUserByNms': Dispatcher,
};

/** Socket commands (and the report frames, which run as their commands). */
export const COMMAND_ROLES: { readonly [N in CommandName]: Role } = {
  // A console's window of the same login takes its account over (socket-hub.ts takeAccount).
  takeAccount: Dispatcher,
  // Both sides talk, call, message and list their temp groups (each handler scopes it).
  switchGroup: Account,
  floorRequest: Account,
  floorRelease: Account,
  tempGroupList: Account,
  callSignal: Account,
  sendMessage: Account,
  // A device's own reports, alarms, check-ins, tickets and camera.
  reportGps: Terminal,
  reportStatus: Terminal,
  reportBeacons: Terminal,
  sos: Terminal,
  sosCancel: Terminal,
  loneWorkReply: Terminal,
  schoolPunch: Terminal,
  jobAnswer: Terminal,
  jobMine: Terminal,
  monitorAnswer: Terminal,
  // The console's.
  remoteSwitchGroup: Dispatcher,
  setGroupMembership: Dispatcher,
  setCallSet: Dispatcher,
  tempGroupCreate: Dispatcher,
  tempGroupEdit: Dispatcher,
  tempGroupRemove: Dispatcher,
  geoCallStart: Dispatcher,
  geoCallEnd: Dispatcher,
  callHandOver: Dispatcher,
  allCallStart: Dispatcher,
  allCallEnd: Dispatcher,
  sendTone: Dispatcher,
  sendSms: Dispatcher,
  monitorStart: Dispatcher,
  monitorStop: Dispatcher,
};
