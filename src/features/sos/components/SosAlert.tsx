import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SosAlarm } from '../../../../protocol/index.ts';
import { sosAlarmsAtom } from '../../../state/eventLog.ts';
import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { settingAtoms } from '../../../state/settings.ts';
import { AlarmStack, Button, useIntl, useT } from '../../../ui/index.ts';
import { dismissedSosAtom, sosAlertAtom } from '../atoms.ts';
import { alarmSoundDecision, type SosDs } from '../model.ts';
import { useAlarmSound } from '../useAlarmSound.ts';
import { useRespondToSos } from '../response/SosResponseProvider.tsx';
import { handlerLabel } from '../workflow.ts';
import { SosUpdateDialog } from './SosUpdateDialog.tsx';

export const SOS_PAGE_PATH = '/sos-management/alarm';

/**
 * The SOS alert on every screen of the main layout, in its alarm area: a banner per open alarm
 * (folded to the most urgent one and a count once there are several) and the alarm sound,
 * looping at the alarm volume while any alarm is unacknowledged. When any dispatcher acknowledges,
 * the event reaches every console: the sound stops and the banner says who acknowledged and who
 * handles it now (after a hand-over, the new handler).
 */
export function SosAlert({ ds }: { ds: SosDs }) {
  const t = useT();
  const intl = useIntl();
  const alarms = useAtomValue(sosAlarmsAtom);
  const shown = useAtomValue(sosAlertAtom);
  const setDismissed = useSetAtom(dismissedSosAtom);
  const sound = useAtomValue(settingAtoms.alarmSound);
  const volume = useAtomValue(settingAtoms.alarmVolume);
  const alarmSound = useAlarmSound(alarmSoundDecision(alarms.values(), sound, volume));
  const [acknowledging, setAcknowledging] = useState<SosAlarm | null>(null);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const me = useAtomValue(userAtom)?.msId ?? null;
  const respond = useRespondToSos();
  const handledBy = (alarm: SosAlarm) => {
    const label = handlerLabel(alarm, me);
    return label ? t(label.key, { who: label.who }) : null;
  };
  const time = (at: number) => intl.formatDate(at, { timeStyle: 'medium' });
  const sounding = shown.filter((alarm) => alarm.status === 0).length;
  return (
    <section
      className="sos-alert"
      data-testid="sos-alert"
      data-alarm-looping={String(alarmSound.looping)}
      data-alarm-audible={String(alarmSound.audible)}
      data-count={shown.length}
      aria-live="assertive"
    >
      {alarmSound.looping && !alarmSound.audible ? (
        <Button variant="danger" className="sos-alert__unmute" onPress={alarmSound.unlock} data-testid="sos-alert-unmute">
          {t('sos.alert.enableSound')}
        </Button>
      ) : null}
      {shown.length > 0 ? (
        <AlarmStack summary={t('sos.alert.count', { count: shown.length, waiting: sounding })} testId="sos-alert-stack">
          {shown.map((alarm) => (
            <div key={alarm.id} className={`sos-alert__item sos-alert__item--${alarm.status}`} data-testid="sos-alert-item" data-id={alarm.id} data-status={alarm.status} role="alert">
              <strong className="sos-alert__title">{t('sos.alert.title', { name: alarm.name })}</strong>
              <span className="sos-alert__detail">
                {alarm.status === 0
                  ? t('sos.alert.raisedAt', { time: time(alarm.alarmTime) })
                  : t('sos.alert.acknowledgedBy', { who: alarm.responderName ?? alarm.responder ?? '', time: time(alarm.responseTime ?? alarm.alarmTime) })}
              </span>
              {alarm.handler ? (
                <span className="sos-alert__handler" data-testid="sos-alert-handler" data-handler={alarm.handler}>
                  {handledBy(alarm)}
                </span>
              ) : null}
              {notes.get(alarm.id) ? <span className="sos-alert__note">{notes.get(alarm.id)}</span> : null}
              <span className="sos-alert__actions">
                {alarm.status === 0 ? (
                  <Button variant="alarm" onPress={() => setAcknowledging(alarm)} data-testid="sos-alert-acknowledge">
                    {t('sos.acknowledge')}
                  </Button>
                ) : (
                  <Button variant="ghost" onPress={() => setDismissed((set) => new Set([...set, alarm.id]))} data-testid="sos-alert-dismiss">
                    {t('sos.alert.dismiss')}
                  </Button>
                )}
                <Link to={SOS_PAGE_PATH} className="ui-button ui-button--ghost">
                  {t('sos.alert.open')}
                </Link>
              </span>
            </div>
          ))}
        </AlarmStack>
      ) : null}
      {acknowledging ? (
        <SosUpdateDialog
          ds={ds}
          alarm={acknowledging}
          status={1}
          onClose={() => setAcknowledging(null)}
          onDone={(alarm, changed) => {
            if (!changed) setNotes((map) => new Map(map).set(alarm.id, t('sos.alreadyAcknowledged', { who: alarm.responderName ?? '' })));
            // This console acknowledged it: open listening, camera, track and the floor (the emergency workflow).
            else respond(alarm);
          }}
        />
      ) : null}
    </section>
  );
}
