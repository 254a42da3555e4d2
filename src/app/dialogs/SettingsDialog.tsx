import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { Feature } from '../../../protocol/index.ts';
import { EmailBinding } from '../../features/account-recovery/index.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { screenPath } from '../routes/routeTable.ts';
import { featuresAtom } from '../session/features.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { readAllSettings, Settings, writeSetting, type Setting, type SettingName, type SettingValues } from '../../state/settings.ts';
import { Button, Dialog, DialogFooter, useT, useToast } from '../../ui/index.ts';
import { appearancePreviewAtom } from '../theme/appearance.ts';
import { SettingsForm } from './SettingsForm.tsx';
import './dialogs.css';

/**
 * The settings of SPEC §2. Choices preview at once (language, theme and colour repaint the
 * console); Save stores them, Cancel or Escape puts everything back.
 */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [saved] = useState(readAllSettings);
  const [draft, setDraft] = useState<SettingValues>(saved);
  const setPreview = useSetAtom(appearancePreviewAtom);
  const user = useAtomValue(userAtom);
  const session = useSession();
  const features = useAtomValue(featuresAtom);

  useEffect(() => {
    setPreview({ language: draft.language, theme: draft.theme, primaryColor: draft.primaryColor });
  }, [draft.language, draft.theme, draft.primaryColor, setPreview]);
  useEffect(() => () => setPreview(null), [setPreview]);

  const change = <N extends SettingName>(name: N, value: SettingValues[N]) => setDraft((current) => ({ ...current, [name]: value }));

  const save = () => {
    for (const name of Object.keys(Settings) as SettingName[]) {
      if (draft[name] !== saved[name]) writeSetting(Settings[name] as Setting<unknown>, draft[name]);
    }
    toast({ tone: 'success', text: t('settings.saved') });
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.title')}
      closeLabel={t('common.close')}
      size="large"
      testId="settings-dialog"
    >
      <SettingsForm draft={draft} onChange={change} />
      {user ? (
        <div className="ui-dialog__body">
          <EmailBinding ds={session.ds} msId={user.msId} language={draft.language} />
        </div>
      ) : null}
      {/* SPEC §2 keeps these screens out of the menu; administrators reach them from here. */}
      <nav className="settings-admin" aria-label={t('settings.administration')}>
        <span>{t('settings.administration')}</span>
        {features?.has(Feature.KeyManage) ? (
          <Link href={screenPath('secretKeys')} onPress={onClose} className="settings-admin__link" data-testid="settings-key-management">
            {t('settings.keyManagement')}
          </Link>
        ) : null}
        <Link href={screenPath('themes')} onPress={onClose} className="settings-admin__link" data-testid="settings-custom-skins">
          {t('settings.customSkins')}
        </Link>
      </nav>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" onPress={save} data-testid="settings-save">
          {t('common.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
