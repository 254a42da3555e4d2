import { ToneLimits } from '../../../../protocol/index.ts';
import type { MessageKey, Translate } from '../../../ui/index.ts';
import type { ToneFormProblem, ToneProblem } from './model.ts';

const KEYS: Readonly<Record<ToneProblem, MessageKey>> = {
  required: 'alarmTones.error.required',
  tooLong: 'alarmTones.error.tooLong',
  special: 'alarmTones.error.special',
  exists: 'alarmTones.error.exists',
  fileRequired: 'alarmTones.error.fileRequired',
  fileTooBig: 'alarmTones.error.fileTooBig',
  fileType: 'alarmTones.error.fileType',
  tooMany: 'alarmTones.error.tooMany',
  targetOffline: 'alarmTones.error.targetOffline',
  notFound: 'alarmTones.error.notFound',
  forbidden: 'alarmTones.error.forbidden',
  offline: 'alarmTones.offline',
  timeout: 'alarmTones.error.timeout',
  failed: 'alarmTones.error.failed',
};

/** The localised text of a problem, whether the form or the platform found it. */
export function problemText(t: Translate, { field, problem, code }: ToneFormProblem): string {
  if (field === 'icon' && problem === 'fileType') return t('alarmTones.error.iconType');
  const max =
    problem === 'tooMany'
      ? ToneLimits.maxPerCreator
      : problem === 'fileTooBig'
        ? Math.round((field === 'icon' ? ToneLimits.maxIconBytes : ToneLimits.maxFileBytes) / 1024)
        : ToneLimits.maxNameLength;
  return t(KEYS[problem], { max, code: code ?? '' });
}
