import { describe, expect, it } from 'vitest';
import { readAllSettings, readSetting, SETTING_DEFAULTS, Settings, writeSetting } from './settings.ts';
import { createStoredValues, memoryBackend } from './storage.ts';

const freshValues = () => createStoredValues(memoryBackend(), new EventTarget());

describe('settings', () => {
  it('defaults every volume to 60 when nothing is stored (SPEC §3)', () => {
    const values = readAllSettings(freshValues());
    expect([values.volume, values.alarmVolume, values.noticeVolume, values.videoCallVolume]).toEqual([60, 60, 60, 60]);
  });

  it('defaults to English, the dark theme, blue, and showing every terminal', () => {
    expect(SETTING_DEFAULTS).toMatchObject({
      language: 'en-US',
      theme: 'dark',
      primaryColor: 'blue',
      offlineHide: false,
      dispatcherHide: false,
      isRememberPw: false,
    });
  });

  it('reads back what was written', () => {
    const values = freshValues();
    writeSetting(Settings.primaryColor, 'safe', values);
    writeSetting(Settings.noticeVolume, 15, values);
    writeSetting(Settings.notifyOffline, false, values);
    expect(readAllSettings(values)).toMatchObject({ primaryColor: 'safe', noticeVolume: 15, notifyOffline: false });
  });

  it('falls back to the default for values it does not know', () => {
    const values = freshValues();
    values.write(Settings.language.key, 'xx-XX');
    values.write(Settings.theme.key, 7);
    values.write(Settings.pttShortcut.key, '<script>');
    expect(readSetting(Settings.language, values)).toBe('en-US');
    expect(readSetting(Settings.theme, values)).toBe('dark');
    expect(readSetting(Settings.pttShortcut, values)).toBe('F2');
  });

  it('clamps volumes into 0-100', () => {
    const values = freshValues();
    values.write(Settings.volume.key, 250);
    values.write(Settings.alarmVolume.key, -3);
    expect(readSetting(Settings.volume, values)).toBe(100);
    expect(readSetting(Settings.alarmVolume, values)).toBe(0);
  });

  it('uses distinct storage keys', () => {
    const keys = Object.values(Settings).map((descriptor) => descriptor.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
