import type { BroadcastField, BroadcastProblem, FieldProblem } from '../../../../protocol/index.ts';
import type { MessageKey, Translate } from '../../../ui/index.ts';
import { BroadcastError } from './model.ts';

const FIELD: Readonly<Record<BroadcastField, MessageKey>> = {
  file: 'broadcast.field.file',
  device: 'broadcast.field.device',
  org: 'broadcast.field.org',
  task: 'broadcast.field.task',
  status: 'broadcast.field.status',
  name: 'broadcast.field.name',
  code: 'broadcast.field.code',
  call_number: 'broadcast.field.callNumber',
  parent_id: 'broadcast.field.parent',
  org_id: 'broadcast.field.org',
  user_id: 'broadcast.field.user',
  priority: 'broadcast.field.priority',
  ao_volume: 'broadcast.field.volume',
  file_ids: 'broadcast.field.files',
  device_ids: 'broadcast.field.devices',
  start_time: 'broadcast.field.startTime',
  weekdays: 'broadcast.field.weekdays',
  volume: 'broadcast.field.volume',
  loop: 'broadcast.field.loop',
  password: 'broadcast.field.password',
};

const PROBLEM: Readonly<Record<BroadcastProblem, MessageKey>> = {
  required: 'broadcast.problem.required',
  tooLong: 'broadcast.problem.tooLong',
  special: 'broadcast.problem.special',
  exists: 'broadcast.problem.exists',
  digits: 'broadcast.problem.digits',
  range: 'broadcast.problem.range',
  unknown: 'broadcast.problem.unknown',
  time: 'broadcast.problem.time',
  cycle: 'broadcast.problem.cycle',
  inUse: 'broadcast.problem.inUse',
  notEmpty: 'broadcast.problem.notEmpty',
  state: 'broadcast.problem.state',
  fileType: 'broadcast.problem.fileType',
  overSize: 'broadcast.problem.overSize',
};

export const fieldProblemText = (t: Translate, found: FieldProblem): string =>
  t('broadcast.problem.line', { field: FIELD[found.field] ? t(FIELD[found.field]) : found.field, problem: PROBLEM[found.problem] ? t(PROBLEM[found.problem]) : found.problem });

/** The first problem of a field among those found, as text; null when it has none. */
export function problemOf(t: Translate, found: readonly FieldProblem[], field: BroadcastField): string | null {
  const problem = found.find((candidate) => candidate.field === field);
  return problem && PROBLEM[problem.problem] ? t(PROBLEM[problem.problem]) : null;
}

/** A failed call as one localised sentence: its field problems, or what its code means. */
export function errorText(t: Translate, error: unknown): string {
  if (!(error instanceof BroadcastError)) return t('broadcast.error.failed', { code: '500' });
  if (error.problems.length > 0 && error.problems.every((found) => FIELD[found.field] && PROBLEM[found.problem])) return error.problems.map((found) => fieldProblemText(t, found)).join(' · ');
  if (error.code === 401) return t('broadcast.error.session');
  if (error.code === 107) return t('broadcast.login.noPermission');
  return t('broadcast.error.failed', { code: String(error.code) });
}
