import type { SosAlarm } from '../../../../protocol/index.ts';
import { useT } from '../../../ui/index.ts';
import { HandOverDialog as SharedHandOverDialog } from '../../handover/index.ts';
import type { SosDs } from '../model.ts';
import { handOverSos, stepFailureKey } from '../workflow.ts';

/** The handler gives the alarm to another dispatcher (the shared dialog, in the SOS workflow's words). */
export function HandOverDialog({ ds, alarm, onClose }: { ds: SosDs; alarm: SosAlarm; onClose: () => void }) {
  const t = useT();
  return (
    <SharedHandOverDialog
      words={{ title: t('sosWorkflow.handOver.title', { name: alarm.name }), to: t('sosWorkflow.handOver.to'), none: t('sosWorkflow.handOver.none'), submit: t('sosWorkflow.handOver'), cancel: t('sosWorkflow.cancel') }}
      testId="sos-hand-over"
      onHandOver={async (to) => {
        const result = await handOverSos(ds, alarm.id, to);
        return result.ok ? null : t(stepFailureKey(result.desc), { code: result.code });
      }}
      onClose={onClose}
    />
  );
}
