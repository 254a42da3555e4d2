import { useState, type ReactNode } from 'react';
import { alarmAllowedSteps, type AlarmHandling as AlarmHandlingState } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { Button, useT, useToast } from '../../ui/index.ts';
import { alarmHandlerLabel, alarmStepFailure } from './alarmHandling.ts';
import { HandOverDialog } from './HandOverDialog.tsx';
import { useAlarmStep } from './useAlarmStep.ts';
import './handover.css';

type AlarmHandlingProps = {
  /** The alarm's handling state (fenceAlarmHandling, loneWorkAlarmHandling) and its handler's name. */
  alarm: AlarmHandlingState & { readonly handlerName?: string | undefined };
  /** Whose alarm it is (the terminal's name), for the hand-over dialog's title. */
  subject: string;
  /** Prefix of the test ids: `<prefix>-handler`, `-acknowledge`, `-hand-over`, `-error`, and the dialog's `<prefix>-hand-over-*`. */
  testId: string;
  /** Ask the platform; each rejects with the platform's refusal (DsError). */
  onAcknowledge: () => Promise<unknown>;
  onHandOver: (to: string) => Promise<unknown>;
  /** The kind's own way to close it (resolve, handle with a remark), shown only when the rule allows. */
  close?: ReactNode;
};

/**
 * Several dispatchers at once, for an alarm record (fence, lone worker): who handles it, and the steps
 * the shared rule (protocol/handover.ts) allows this dispatcher: acknowledge an alarm nobody handles,
 * hand over one they handle (the shared HandOverDialog), close it their kind's way.
 */
export function AlarmHandling({ alarm, subject, testId, onAcknowledge, onHandOver, close }: AlarmHandlingProps) {
  const t = useT();
  const toast = useToast();
  const me = useAtomValue(userAtom)?.msId ?? null;
  const { busy, failure, run } = useAlarmStep();
  const [handingOver, setHandingOver] = useState(false);
  const steps = me === null ? [] : alarmAllowedSteps(alarm, me);
  const label = alarmHandlerLabel(alarm.handler, alarm.handlerName, me);
  return (
    <div className="alarm-handling">
      <span data-testid={`${testId}-handler`} data-handler={alarm.handler ?? ''} data-closed={alarm.closed}>
        {'key' in label ? t(label.key) : label.name}
      </span>
      {steps.includes('acknowledge') ? (
        <Button variant="ghost" isDisabled={busy} onPress={() => void run(onAcknowledge)} data-testid={`${testId}-acknowledge`}>
          {t('alarmHandling.acknowledge')}
        </Button>
      ) : null}
      {steps.includes('handOver') ? (
        <Button variant="ghost" isDisabled={busy} onPress={() => setHandingOver(true)} data-testid={`${testId}-hand-over`}>
          {t('alarmHandling.handOver')}
        </Button>
      ) : null}
      {steps.includes('close') ? close : null}
      {failure ? (
        <span className="ui-field__error" role="alert" data-testid={`${testId}-error`}>
          {failure}
        </span>
      ) : null}
      {handingOver ? (
        <HandOverDialog
          words={{
            title: t('alarmHandling.handOver.title', { name: subject }),
            to: t('alarmHandling.handOver.to'),
            none: t('alarmHandling.handOver.none'),
            submit: t('alarmHandling.handOver'),
            cancel: t('alarmHandling.cancel'),
          }}
          testId={`${testId}-hand-over`}
          onHandOver={async (to) => {
            try {
              await onHandOver(to);
            } catch (error) {
              const { key, code } = alarmStepFailure(error);
              return t(key, { code });
            }
            toast({ tone: 'success', text: t('alarmHandling.handed') });
            return null;
          }}
          onClose={() => setHandingOver(false)}
        />
      ) : null}
    </div>
  );
}
