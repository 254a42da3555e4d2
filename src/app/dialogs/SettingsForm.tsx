import type { ReactNode } from 'react';
import { playTone } from '../../../media/index.ts';
import { DesktopNotifySwitch } from '../../features/notifications/index.ts';
import {
  ALARM_SOUNDS,
  AUDIO_PRIORITIES,
  LANGUAGES,
  MAP_TYPES,
  PRIMARY_COLORS,
  THEMES,
  type AlarmSound,
  type AudioPriority,
  type MapType,
  type PrimaryColor,
  type SettingName,
  type SettingValues,
  type Theme,
} from '../../state/settings.ts';
import {
  Button,
  Icon,
  KeyCapture,
  languageName,
  RadioGroupField,
  SelectField,
  Slider,
  Switch,
  useT,
  type MessageKey,
  type SelectOption,
} from '../../ui/index.ts';

type SettingsFormProps = {
  draft: SettingValues;
  onChange: <N extends SettingName>(name: N, value: SettingValues[N]) => void;
};

const ALARM_SOUND_LABELS: Record<AlarmSound, MessageKey> = {
  siren: 'settings.alarmSound.siren',
  beep: 'settings.alarmSound.beep',
  chime: 'settings.alarmSound.chime',
  pulse: 'settings.alarmSound.pulse',
};
const MAP_TYPE_LABELS: Record<MapType, MessageKey> = {
  offline: 'settings.mapType.offline',
  amap: 'settings.mapType.amap',
  google: 'settings.mapType.google',
  openstreet: 'settings.mapType.openstreet',
};
const THEME_LABELS: Record<Theme, MessageKey> = { dark: 'settings.theme.dark', light: 'settings.theme.light' };
const COLOR_LABELS: Record<PrimaryColor, MessageKey> = {
  blue: 'settings.color.blue',
  green: 'settings.color.green',
  redsea: 'settings.color.redsea',
  sfsp: 'settings.color.sfsp',
  safe: 'settings.color.safe',
};
const PRIORITY_LABELS: Record<AudioPriority, MessageKey> = {
  realtime: 'settings.audioPriority.realtime',
  recording: 'settings.audioPriority.recording',
  both: 'settings.audioPriority.both',
};

type NoticeSetting = 'notifyOnline' | 'notifyOffline' | 'notifyCreateTempGroup' | 'notifySwitchGroup' | 'notifyQuitTempGroup' | 'notifyCancelTempGroup';
const NOTICES: readonly [NoticeSetting, MessageKey][] = [
  ['notifyOnline', 'settings.notify.online'],
  ['notifyOffline', 'settings.notify.offline'],
  ['notifyCreateTempGroup', 'settings.notify.createTempGroup'],
  ['notifySwitchGroup', 'settings.notify.switchGroup'],
  ['notifyQuitTempGroup', 'settings.notify.quitTempGroup'],
  ['notifyCancelTempGroup', 'settings.notify.cancelTempGroup'],
];

type VolumeSetting = 'volume' | 'alarmVolume' | 'noticeVolume' | 'videoCallVolume';
const VOLUMES: readonly [VolumeSetting, MessageKey][] = [
  ['volume', 'settings.volume'],
  ['alarmVolume', 'settings.alarmVolume'],
  ['noticeVolume', 'settings.noticeVolume'],
  ['videoCallVolume', 'settings.videoCallVolume'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="settings__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export function SettingsForm({ draft, onChange }: SettingsFormProps) {
  const t = useT();
  const options = <V extends string>(values: readonly V[], labels: Record<V, MessageKey>): SelectOption<V>[] =>
    values.map((value) => ({ value, label: t(labels[value]) }));

  return (
    <div className="settings ui-dialog__body">
      <Section title={t('settings.section.talk')}>
        <KeyCapture
          label={t('settings.pttShortcut')}
          prompt={t('settings.pttShortcutPrompt')}
          value={draft.pttShortcut}
          onChange={(code) => onChange('pttShortcut', code)}
          testId="settings-ptt-shortcut"
        />
        <div className="settings__row">
          <SelectField
            label={t('settings.alarmSound')}
            value={draft.alarmSound}
            options={options(ALARM_SOUNDS, ALARM_SOUND_LABELS)}
            onChange={(value) => onChange('alarmSound', value)}
            testId="settings-alarm-sound"
          />
          <Button onPress={() => playTone(draft.alarmSound, draft.alarmVolume)}>
            <Icon name="play" size={14} />
            {t('settings.preview')}
          </Button>
        </div>
        <Switch isSelected={draft.groupSwitchTone} onChange={(value) => onChange('groupSwitchTone', value)} testId="settings-group-switch-tone">
          {t('settings.groupSwitchTone')}
        </Switch>
        <Switch isSelected={draft.monitorSubgroups} onChange={(value) => onChange('monitorSubgroups', value)} testId="settings-monitor-subgroups">
          {t('settings.monitorSubgroups')}
        </Switch>
      </Section>

      <Section title={t('settings.section.notifications')}>
        {NOTICES.map(([name, label]) => (
          <Switch key={name} isSelected={draft[name]} onChange={(value) => onChange(name, value)} testId={`settings-${name}`}>
            {t(label)}
          </Switch>
        ))}
        <DesktopNotifySwitch isSelected={draft.desktopNotify} onChange={(value) => onChange('desktopNotify', value)} />
      </Section>

      <Section title={t('settings.section.sounds')}>
        {VOLUMES.map(([name, label]) => (
          <Slider key={name} label={t(label)} value={draft[name]} onChange={(value) => onChange(name, value)} testId={`settings-${name}`} />
        ))}
      </Section>

      <Section title={t('settings.section.display')}>
        <SelectField
          label={t('settings.language')}
          value={draft.language}
          options={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
          onChange={(value) => onChange('language', value)}
          testId="settings-language"
        />
        <SelectField
          label={t('settings.theme')}
          value={draft.theme}
          options={options(THEMES, THEME_LABELS)}
          onChange={(value) => onChange('theme', value)}
          testId="settings-theme"
        />
        <SelectField
          label={t('settings.primaryColor')}
          value={draft.primaryColor}
          options={options(PRIMARY_COLORS, COLOR_LABELS)}
          onChange={(value) => onChange('primaryColor', value)}
          testId="settings-primary-color"
        />
        <RadioGroupField
          label={t('settings.mapType')}
          value={draft.mapType}
          options={options(MAP_TYPES, MAP_TYPE_LABELS)}
          onChange={(value) => onChange('mapType', value)}
          testId="settings-map-type"
        />
      </Section>

      <Section title={t('settings.section.lists')}>
        <RadioGroupField
          label={t('settings.audioPriority')}
          value={draft.audioPriority}
          options={options(AUDIO_PRIORITIES, PRIORITY_LABELS)}
          onChange={(value) => onChange('audioPriority', value)}
          testId="settings-audio-priority"
        />
        <Switch isSelected={draft.offlineHide} onChange={(value) => onChange('offlineHide', value)} testId="settings-offline-hide">
          {t('settings.offlineHide')}
        </Switch>
        <Switch isSelected={draft.dispatcherHide} onChange={(value) => onChange('dispatcherHide', value)} testId="settings-dispatcher-hide">
          {t('settings.dispatcherHide')}
        </Switch>
      </Section>
    </div>
  );
}
