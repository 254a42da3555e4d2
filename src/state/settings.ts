/**
 * The dispatcher's preferences (SPEC §2 settings dialog, §3 settings/app state): one descriptor
 * per stored key with its default and decoder, and a jotai atom per setting that follows the
 * storage events, so a value saved anywhere shows everywhere at once.
 */
import { atom, type WritableAtom } from './jotai.ts';
import { storedValues, type StoredValues } from './storage.ts';

export const LANGUAGES = ['zh-CN', 'en-US', 'tr-TR', 'es-ES', 'fr-FR', 'ru-RU'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const PRIMARY_COLORS = ['blue', 'green', 'redsea', 'sfsp', 'safe'] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

/** 'offline': the shipped basemap only, no tile host (the default, works with no network). */
export const MAP_TYPES = ['offline', 'amap', 'google', 'openstreet'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** Which audio plays when real-time voice and a recording compete. */
export const AUDIO_PRIORITIES = ['realtime', 'recording', 'both'] as const;
export type AudioPriority = (typeof AUDIO_PRIORITIES)[number];

/** Alarm tones the dispatcher can pick; media/ synthesises each under the same name. */
export const ALARM_SOUNDS = ['siren', 'beep', 'chime', 'pulse'] as const;
export type AlarmSound = (typeof ALARM_SOUNDS)[number];

export const DEFAULT_VOLUME = 60;
/** F2 rather than Space: Space also presses whichever button has focus. */
export const DEFAULT_PTT_KEY = 'F2';

export type Setting<T> = {
  readonly key: string;
  readonly fallback: T;
  readonly decode: (raw: unknown) => T | undefined;
};

const setting = <T>(key: string, fallback: T, decode: (raw: unknown) => T | undefined): Setting<T> => ({
  key,
  fallback,
  decode,
});

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: unknown): T | undefined =>
    (values as readonly unknown[]).includes(raw) ? (raw as T) : undefined;

const flag = (raw: unknown): boolean | undefined => (typeof raw === 'boolean' ? raw : undefined);

const volume = (raw: unknown): number | undefined =>
  typeof raw === 'number' && Number.isFinite(raw) ? Math.min(100, Math.max(0, Math.round(raw))) : undefined;

/** A KeyboardEvent.code such as 'F2' or 'KeyT'. */
const keyCode = (raw: unknown): string | undefined =>
  typeof raw === 'string' && /^[A-Za-z0-9]{1,24}$/.test(raw) ? raw : undefined;

export const Settings = {
  language: setting<Language>('language', DEFAULT_LANGUAGE, oneOf(LANGUAGES)),
  theme: setting<Theme>('theme', 'dark', oneOf(THEMES)),
  primaryColor: setting<PrimaryColor>('primaryColor', 'blue', oneOf(PRIMARY_COLORS)),
  volume: setting('volume', DEFAULT_VOLUME, volume),
  alarmVolume: setting('alarmVolume', DEFAULT_VOLUME, volume),
  noticeVolume: setting('noticeVolume', DEFAULT_VOLUME, volume),
  videoCallVolume: setting('videoCallVolume', DEFAULT_VOLUME, volume),
  pttShortcut: setting('pttShortcut', DEFAULT_PTT_KEY, keyCode),
  alarmSound: setting<AlarmSound>('alarmSound', 'siren', oneOf(ALARM_SOUNDS)),
  groupSwitchTone: setting('groupSwitchTone', true, flag),
  /** Ours: monitoring a group also listens to every group below it (within the console's room limit, voice/model.ts). */
  monitorSubgroups: setting('monitorSubgroups', true, flag),
  notifyOnline: setting('notifyOnline', true, flag),
  notifyOffline: setting('notifyOffline', true, flag),
  notifyCreateTempGroup: setting('notifyCreateTempGroup', true, flag),
  notifySwitchGroup: setting('notifySwitchGroup', true, flag),
  notifyQuitTempGroup: setting('notifyQuitTempGroup', true, flag),
  notifyCancelTempGroup: setting('notifyCancelTempGroup', true, flag),
  /** System notifications for SOS and messages while the tab is hidden; off until the dispatcher asks (and the browser grants). */
  desktopNotify: setting('desktopNotify', false, flag),
  mapType: setting<MapType>('mapType', 'offline', oneOf(MAP_TYPES)),
  audioPriority: setting<AudioPriority>('audioPriority', 'realtime', oneOf(AUDIO_PRIORITIES)),
  offlineHide: setting('offlineHide', false, flag),
  dispatcherHide: setting('dispatcherHide', false, flag),
  isRememberPw: setting('isRememberPw', false, flag),
} as const;

export type Settings = typeof Settings;
export type SettingName = keyof Settings;
export type SettingValue<N extends SettingName> = Settings[N]['fallback'];
export type SettingValues = { [N in SettingName]: SettingValue<N> };

export const readSetting = <T>(descriptor: Setting<T>, values: StoredValues = storedValues): T =>
  values.read(descriptor.key, descriptor.decode) ?? descriptor.fallback;

export const writeSetting = <T>(descriptor: Setting<T>, value: T, values: StoredValues = storedValues): void =>
  values.write(descriptor.key, value);

export function readAllSettings(values: StoredValues = storedValues): SettingValues {
  const entries = Object.entries(Settings).map(([name, descriptor]) => [name, readSetting(descriptor as Setting<unknown>, values)]);
  return Object.fromEntries(entries) as SettingValues;
}

export const SETTING_DEFAULTS: SettingValues = Object.fromEntries(
  Object.entries(Settings).map(([name, descriptor]) => [name, descriptor.fallback]),
) as SettingValues;

type SettingAtom<T> = WritableAtom<T, [T], void>;

function storedAtom<T>(descriptor: Setting<T>): SettingAtom<T> {
  const current = atom(readSetting(descriptor));
  current.onMount = (set) => {
    set(readSetting(descriptor));
    return storedValues.subscribe((key) => {
      if (key === descriptor.key) set(readSetting(descriptor));
    });
  };
  return atom(
    (get) => get(current),
    (_get, set, value: T) => {
      writeSetting(descriptor, value);
      set(current, value);
    },
  );
}

/** One atom per setting; writing it persists the value. */
export const settingAtoms = Object.fromEntries(
  Object.entries(Settings).map(([name, descriptor]) => [name, storedAtom(descriptor as Setting<unknown>)]),
) as { [N in SettingName]: SettingAtom<SettingValue<N>> };
