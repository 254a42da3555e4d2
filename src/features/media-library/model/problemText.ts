import { MediaLimits } from '../../../../protocol/index.ts';
import type { MessageKey, Translate } from '../../../ui/index.ts';
import type { MediaFormProblem, MediaProblem } from './model.ts';

const KEYS: Readonly<Record<MediaProblem, MessageKey>> = {
  required: 'mediaLibrary.error.required',
  tooLong: 'mediaLibrary.error.tooLong',
  special: 'mediaLibrary.error.special',
  exists: 'mediaLibrary.error.exists',
  fileRequired: 'mediaLibrary.error.fileRequired',
  overSize: 'mediaLibrary.error.overSize',
  fileType: 'mediaLibrary.error.fileType',
  forbidden: 'mediaLibrary.error.forbidden',
  notFound: 'mediaLibrary.error.notFound',
  failed: 'mediaLibrary.error.failed',
};

export const MAX_MB = MediaLimits.maxFileBytes / (1024 * 1024);

/** The localised text of a problem, whether the form or the platform found it. */
export function problemText(t: Translate, { problem, code }: MediaFormProblem): string {
  return t(KEYS[problem], { max: problem === 'overSize' ? MAX_MB : MediaLimits.maxNameLength, code: code ?? '' });
}
