import { TempGroupLimits } from '../../../../protocol/index.ts';
import type { MessageKey, Translate } from '../../../ui/index.ts';
import type { FormProblem, TempGroupProblem } from './model.ts';

const KEYS: Readonly<Record<TempGroupProblem, MessageKey>> = {
  required: 'tempGroups.error.required',
  tooLong: 'tempGroups.error.tooLong',
  special: 'tempGroups.error.special',
  exists: 'tempGroups.error.exists',
  tooFew: 'tempGroups.error.tooFew',
  tooMany: 'tempGroups.error.tooMany',
  notFound: 'tempGroups.error.notFound',
  forbidden: 'tempGroups.error.forbidden',
  offline: 'tempGroups.offline',
  timeout: 'tempGroups.error.timeout',
  failed: 'tempGroups.error.failed',
};

/** The localised text of a form problem, whether the form or the platform found it. */
export function problemText(t: Translate, { problem, code }: FormProblem): string {
  const max = problem === 'tooMany' ? TempGroupLimits.maxMembers : TempGroupLimits.maxNameLength;
  return t(KEYS[problem], { max, code: code ?? '' });
}
