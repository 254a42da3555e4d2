import { Link } from 'react-router-dom';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { AlarmStack, Button, useIntl, useT } from '../../../ui/index.ts';
import { AlarmHandlerTag } from '../../handover/index.ts';
import { liveLoneWorkAlarmsAtom } from '../model/atoms.ts';
import { CAUSE_KEY } from '../model/model.ts';

export const LONE_WORK_PATH = '/loneworks/lonework';

/**
 * Lone worker alarms as they arrive on the socket, on every screen (in the layout's alarm area, under
 * the SOS alarms), with who handles each, until handled or dismissed; folded to the newest and a count
 * once there are several.
 */
export function LoneWorkAlarmBanner() {
  const t = useT();
  const intl = useIntl();
  const terminals = useAtomValue(terminalsAtom);
  const [alarms, setAlarms] = useAtom(liveLoneWorkAlarmsAtom);
  if (alarms.length === 0) return null;
  return (
    <section className="lone-work-alert" role="alert" aria-label={t('loneWork.title')} data-testid="lone-work-alert">
      <AlarmStack summary={t('loneWork.alarm.count', { count: alarms.length })} testId="lone-work-alert-stack">
        {alarms.map((alarm) => (
          <div key={alarm.id} className="lone-work-alert__item" data-testid="lone-work-alert-item" data-id={alarm.id} data-cause={alarm.cause} data-ms-id={alarm.msId}>
            <time dateTime={new Date(alarm.alarmTime).toISOString()}>{intl.formatDate(alarm.alarmTime, { timeStyle: 'medium' })}</time>{' '}
            <Link to={LONE_WORK_PATH}>{t('loneWork.alarm.live', { name: terminals.get(alarm.msId)?.msName ?? alarm.msId, who: t(CAUSE_KEY[alarm.cause]) })}</Link>
            <AlarmHandlerTag handler={alarm.handler} handlerName={alarm.handlerName} testId="lone-work-alert-handler" />
            <Button variant="ghost" onPress={() => setAlarms((before) => before.filter((item) => item.id !== alarm.id))} data-testid="lone-work-alert-dismiss">
              {t('loneWork.alarm.dismiss')}
            </Button>
          </div>
        ))}
      </AlarmStack>
    </section>
  );
}
