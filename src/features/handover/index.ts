export { HandOverDialog, type HandOverWords } from './HandOverDialog.tsx';
export { AlarmHandling } from './AlarmHandling.tsx';
export { AlarmHandlerTag } from './AlarmHandlerTag.tsx';
export { alarmHandlerLabel, alarmStepFailure } from './alarmHandling.ts';
export { useAlarmStep } from './useAlarmStep.ts';
