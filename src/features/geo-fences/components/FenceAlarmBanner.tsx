import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { AlarmHandlerTag } from '../../handover/index.ts';
import { dismissedFenceAlarmsAtom, fenceAlarmAlertAtom } from '../atoms.ts';
import { FenceAlarmText } from './FenceAlarmText.tsx';

const SHOWN = 3;

/** Fence alarms as they arrive on the socket, on the map, with who handles each, until resolved or dismissed. */
export function FenceAlarmBanner() {
  const t = useT();
  const intl = useIntl();
  const alarms = useAtomValue(fenceAlarmAlertAtom);
  const setDismissed = useSetAtom(dismissedFenceAlarmsAtom);
  if (alarms.length === 0) return null;
  const dismiss = (ids: readonly string[]) => setDismissed((before) => new Set([...before, ...ids]));
  return (
    <section className="geo-fences-alert" role="alert" aria-label={t('geoFences.alert.title')} data-testid="fence-alarm-alert">
      <strong>{t('geoFences.alert.title')}</strong>
      <ul>
        {alarms.slice(0, SHOWN).map((alarm) => (
          <li key={alarm.id} data-testid="fence-alarm-live" data-kind={alarm.kind} data-ms-id={alarm.msId}>
            <time dateTime={new Date(alarm.alarmTime).toISOString()}>{intl.formatDate(alarm.alarmTime, { timeStyle: 'medium' })}</time> <FenceAlarmText alarm={alarm} />
            <AlarmHandlerTag handler={alarm.handler ?? null} handlerName={alarm.handlerName} testId="fence-alarm-live-handler" />
            <Button variant="ghost" onPress={() => dismiss([alarm.id])} data-testid="fence-alarm-dismiss">
              {t('geoFences.alert.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
      {alarms.length > SHOWN && (
        <Button variant="ghost" onPress={() => dismiss(alarms.map((alarm) => alarm.id))}>
          {t('geoFences.alert.dismissAll', { count: alarms.length })}
        </Button>
      )}
    </section>
  );
}
