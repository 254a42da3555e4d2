import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { SosAlarm } from '../../../../protocol/index.ts';
import { IconButton, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import type { SpeedUnit } from '../model/speed.ts';
import type { CallStatus, TerminalInfo } from '../model/terminalInfo.ts';
import type { MarkerGlyph } from '../model/terminalMarkers.ts';
import { GlyphIcon } from './GlyphIcon.tsx';
import { CallSetBadge } from '../../remote-control/index.ts';
import { SOS_PAGE_PATH } from '../../sos/index.ts';

const SPEED_KEYS: Record<SpeedUnit, MessageKey> = { 'm/s': 'maps.speed.ms', mph: 'maps.speed.mph', 'km/h': 'maps.speed.kmh' };

const AVATAR_LABELS: Record<MarkerGlyph, MessageKey> = {
  dispatcher: 'terminalType.dispatcher',
  app: 'terminalType.app',
  gateway: 'terminalType.gateway',
  radio: 'terminalType.poc',
  sos: 'terminalType.sos',
  camera: 'terminalType.camera',
  other: 'terminalType.unknown',
};

/** Signal is reported in bars 0-5 (docs/protocol.md). */
const SIGNAL_BARS = 5;

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="maps-info__field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

type TerminalInfoCardProps = {
  info: TerminalInfo;
  /** The terminal's open SOS alarm (newest), or null. */
  alarm?: Pick<SosAlarm, 'id' | 'status' | 'alarmTime' | 'handlerName' | 'handler'> | null;
  onClose: () => void;
  children?: ReactNode;
};

/** SPEC §3 "Terminal info" for the terminal picked on the map; live while it is open. */
export function TerminalInfoCard({ info, alarm = null, onClose, children }: TerminalInfoCardProps) {
  const t = useT();
  const intl = useIntl();
  const when = (at: number | null) => (at === null ? t('maps.info.never') : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' }));
  const degrees = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 6, maximumFractionDigits: 6 });
  const location = info.location;
  return (
    <section className="maps-info" data-testid="terminal-info" data-ms-id={info.id} aria-labelledby="maps-info-title">
      <header className="maps-info__header">
        <span className={`maps-info__avatar maps-info__avatar--${info.online ? 'online' : 'offline'}`} data-glyph={info.avatar}>
          <GlyphIcon glyph={info.avatar} label={t(AVATAR_LABELS[info.avatar])} />
        </span>
        <div className="maps-info__heading">
          <h2 id="maps-info-title" data-testid="terminal-info-name">
            {info.name}
          </h2>
          <span className="maps-info__sub">
            {t(info.online ? 'maps.state.online' : 'maps.state.offline')}
            <CallSetBadge terminal={info} />
          </span>
        </div>
        <IconButton icon="close" label={t('maps.info.close')} onPress={onClose} />
      </header>
      {alarm ? <AlarmState alarm={alarm} when={when} /> : null}
      {children}
      <dl className="maps-info__fields">
        <Field label={t('maps.info.id')} testId="terminal-info-id">{info.id}</Field>
        <Field label={t('maps.info.battery')} testId="terminal-info-battery">{t('maps.info.batteryValue', { level: info.battery })}</Field>
        <Field label={t('maps.info.signal')} testId="terminal-info-signal">{t('maps.info.signalValue', { level: info.signal, max: SIGNAL_BARS })}</Field>
        <Field label={t('maps.info.currentGroup')} testId="terminal-info-group">{info.currentGroup}</Field>
        <Field label={t('maps.info.callStatus')} testId="terminal-info-call">{callStatusText(t, info.callStatus)}</Field>
        <Field label={t('maps.info.groups')} testId="terminal-info-groups">{info.groups.join(', ')}</Field>
        <Field label={t('maps.info.lastLocation')} testId="terminal-info-place">
          {location ? (location.place ?? t('maps.info.noRoad')) : t('maps.info.noLocation')}
        </Field>
        <Field label={t('maps.info.speed')} testId="terminal-info-speed">
          {location ? t(SPEED_KEYS[location.speedUnit], { speed: intl.formatNumber(location.speed, { maximumFractionDigits: 1 }) }) : '—'}
        </Field>
        <Field label={t('maps.info.lat')} testId="terminal-info-lat">{location ? degrees(location.lat) : '—'}</Field>
        <Field label={t('maps.info.lng')} testId="terminal-info-lng">{location ? degrees(location.lng) : '—'}</Field>
        <Field label={t('maps.info.locationTime')} testId="terminal-info-fix-time">{location ? when(location.time) : '—'}</Field>
        <Field label={t('maps.info.model')} testId="terminal-info-model">{info.model}</Field>
        <Field label={t('maps.info.lastOnline')} testId="terminal-info-last-online">{when(info.lastOnline)}</Field>
        <Field label={t('maps.info.lastOffline')} testId="terminal-info-last-offline">{when(info.lastOffline)}</Field>
      </dl>
    </section>
  );
}

/** The terminal is in SOS: the alarm's state and who handles it, first on the card, and where to handle it. */
function AlarmState({ alarm, when }: { alarm: NonNullable<TerminalInfoCardProps['alarm']>; when: (at: number | null) => string }) {
  const t = useT();
  const waiting = alarm.status === 0;
  return (
    <div className={`maps-info__sos maps-info__sos--${waiting ? 'waiting' : 'handled'}`} role="status" data-testid="terminal-info-sos" data-alarm={alarm.id} data-status={alarm.status}>
      <p className="maps-info__sos-title">
        <strong>{t('maps.info.sos.title')}</strong> {t('maps.info.sos.raised', { time: when(alarm.alarmTime) })}
      </p>
      <p className="maps-info__sos-state" data-testid="terminal-info-sos-state">
        {waiting ? t('maps.info.sos.waiting') : t('maps.info.sos.handled', { name: alarm.handlerName ?? alarm.handler ?? '—' })}
      </p>
      <Link href={SOS_PAGE_PATH} className="ui-button ui-button--secondary" data-testid="terminal-info-sos-open">
        {t('maps.info.sos.open')}
      </Link>
    </div>
  );
}

function callStatusText(t: ReturnType<typeof useT>, status: CallStatus): string {
  switch (status.kind) {
    case 'idle':
      return t('maps.call.idle');
    case 'talking':
      return t(status.emergency ? 'maps.call.emergency' : 'maps.call.talking', { group: status.group });
    case 'queued':
      return t('maps.call.queued', { group: status.group, position: status.position });
  }
}
