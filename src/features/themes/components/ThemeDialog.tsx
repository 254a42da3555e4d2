import { useState } from 'react';
import { COLOR_FIELDS, type CustomTheme } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useT, type MessageKey } from '../../../ui/index.ts';
import { checkTheme, failureKey, formOf, saveTheme, type ThemeDs, type ThemeForm, type ThemeList, type UploadLogo } from '../model/model.ts';
import { LogoField } from './LogoField.tsx';

type Props = {
  ds: ThemeDs;
  upload: UploadLogo;
  /** null sets a theme for a new host. */
  theme: CustomTheme | null;
  hosts: readonly string[];
  onClose: () => void;
  onSaved: (list: ThemeList) => void;
};

const COLOR_LABEL: Record<(typeof COLOR_FIELDS)[number] | 'logoPageBg', MessageKey> = {
  themeColor: 'themes.field.themeColor',
  tabColor: 'themes.field.tabColor',
  subThemeColor: 'themes.field.subThemeColor',
  weightThemeColor: 'themes.field.weightThemeColor',
  callingColor: 'themes.field.callingColor',
  loginFrameColor: 'themes.field.loginFrameColor',
  menuColor: 'themes.field.menuColor',
  logoPageBg: 'themes.field.logoPageBg',
};

/** Sets a host's skin, validated as the platform does; the list reloads after the set. */
export function ThemeDialog({ ds, upload, theme, hosts, onClose, onSaved }: Props) {
  const t = useT();
  const [form, setForm] = useState<ThemeForm>(() => formOf(theme, window.location.hostname));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = checkTheme(form);
  const change = (patch: Partial<ThemeForm>) => setForm((before) => ({ ...before, ...patch }));
  const shown = (key: keyof ThemeForm) => (touched && errors[key] ? t(errors[key]) : null);
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const result = await saveTheme(ds, form);
    setBusy(false);
    if (!result.ok) return setFailure(t(failureKey(result.code, result.desc), { code: result.code }));
    onSaved(result.list);
    onClose();
  };
  const colors = [...COLOR_FIELDS, 'logoPageBg'] as const;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={theme ? t('themes.dialog.editTitle', { host: theme.hostname }) : t('themes.dialog.addTitle')}
      closeLabel={t('themes.dialog.cancel')}
      testId="theme-dialog"
    >
      <DialogBody>
        <div className="themes-form">
          {theme ? null : (
            <>
              <TextField label={t('themes.field.hostname')} value={form.hostname} onChange={(hostname) => change({ hostname })} error={shown('hostname')} testId="theme-hostname" />
              {hosts.length > 0 ? (
                <p className="themes-form__hosts">
                  {t('themes.knownHosts')}{' '}
                  {hosts.map((host) => (
                    <Button key={host} variant="ghost" onPress={() => change({ hostname: host })} data-testid="theme-known-host">
                      {host}
                    </Button>
                  ))}
                </p>
              ) : null}
            </>
          )}
          <TextField label={t('themes.field.sysName')} value={form.sysName} onChange={(sysName) => change({ sysName })} error={shown('sysName')} testId="theme-sys-name" autoFocus />
          <LogoField label={t('themes.field.logo')} value={form.logoUrl} onChange={(logoUrl) => change({ logoUrl })} upload={upload} onBusy={setUploading} testId="theme-logo" />
          <LogoField label={t('themes.field.miniLogo')} value={form.miniLogoUrl} onChange={(miniLogoUrl) => change({ miniLogoUrl })} upload={upload} onBusy={setUploading} testId="theme-mini-logo" />
          <div className="themes-form__colors">
            {colors.map((field) => (
              <div key={field} className="themes-form__color">
                <TextField label={t(COLOR_LABEL[field])} value={form[field]} onChange={(value) => change({ [field]: value.trim() })} error={shown(field)} placeholder="#rrggbb" testId={`theme-${field}`} />
                <span className="themes-swatch" style={{ background: /^#[0-9a-fA-F]{6}$/.test(form[field]) ? form[field] : 'transparent' }} aria-hidden="true" />
              </div>
            ))}
          </div>
          <TextField label={t('themes.field.cssUrl')} value={form.cssUrl} onChange={(cssUrl) => change({ cssUrl: cssUrl.trim() })} error={shown('cssUrl')} description={t('themes.cssUrl.hint')} testId="theme-css-url" />
          <TextField label={t('themes.field.copyright')} value={form.copyright} onChange={(copyright) => change({ copyright })} error={shown('copyright')} testId="theme-copyright" />
        </div>
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="theme-dialog-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('themes.dialog.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy || uploading} data-testid="theme-save">
          {t('themes.dialog.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
