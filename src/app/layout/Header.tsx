import { useState, type ReactNode } from 'react';
import { Link, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Feature, manualDownloadPath, manualFileName, manualLanguageOf } from '../../../protocol/index.ts';
import { HandledCalls } from '../../features/calls/index.ts';
import { MissedCalls } from '../../features/missed-calls/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { featuresAtom } from '../../state/features.ts';
import { customThemeAtom } from '../../state/hostTheme.ts';
import { Icon, IconButton, useIntl, useT } from '../../ui/index.ts';
import { DIAGNOSTICS_PATH, MOBILE_APP_PATH } from '../routes/routeTable.ts';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog.tsx';
import { SettingsDialog } from '../dialogs/SettingsDialog.tsx';
import { ReleaseNotesDialog } from '../dialogs/ReleaseNotesDialog.tsx';
import { VolumeDialog } from '../dialogs/VolumeDialog.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { useFullscreen } from './useFullscreen.ts';

const USER_MANUAL_PATH = '/user-manual';

/** `status`: what shows in the header's middle, between the brand and the tools (the fleet notices). */
export function Header({ status }: { status?: ReactNode }) {
  const t = useT();
  const manualLanguage = manualLanguageOf(useIntl().locale);
  const session = useSession();
  const user = useAtomValue(userAtom);
  const skin = useAtomValue(customThemeAtom);
  const fullscreen = useFullscreen();
  const features = useAtomValue(featuresAtom);
  const [dialog, setDialog] = useState<'settings' | 'password' | 'volume' | 'releaseNotes' | null>(null);
  const closeDialog = () => setDialog(null);

  return (
    <header className="header">
      <div className="header__brand">
        {skin?.miniLogoUrl ? <img className="header__logo" src={skin.miniLogoUrl} alt="" data-testid="header-logo" /> : <Icon name="radio" size={22} />}
        <span className="header__name" data-testid="header-name">
          {skin?.sysName || t('app.name')}
        </span>
      </div>
      <div className="header__status">{status}</div>
      <div className="header__tools">
        {user ? (
          <span className="header__user" title={user.msId}>
            <Icon name="user" size={16} />
            {user.msName}
          </span>
        ) : null}
        <ConnectionIndicator />
        <span className="header__divider" aria-hidden="true" />
        <IconButton icon="refresh" label={t('header.refresh')} data-testid="header-refresh" onPress={() => void session.refresh()} />
        <IconButton
          icon={fullscreen.isFullscreen ? 'minimize' : 'maximize'}
          label={t(fullscreen.isFullscreen ? 'header.exitFullscreen' : 'header.fullscreen')}
          data-testid="header-fullscreen"
          onPress={fullscreen.toggle}
        />
        <IconButton icon="volume" label={t('header.volume')} data-testid="header-volume" onPress={() => setDialog('volume')} />
        <TooltipTrigger delay={500}>
          <Link href={USER_MANUAL_PATH} className="ui-icon-button" aria-label={t('header.userManual')} data-testid="header-user-manual">
            <Icon name="book" />
          </Link>
          <Tooltip className="ui-tooltip" offset={6}>
            {t('header.userManual')}
          </Tooltip>
        </TooltipTrigger>
        <IconButton icon="fileText" label={t('header.releaseNotes')} data-testid="header-release-notes" onPress={() => setDialog('releaseNotes')} />
        <TooltipTrigger delay={500}>
          <Link href={manualDownloadPath(manualLanguage)} download={manualFileName(manualLanguage)} className="ui-icon-button" aria-label={t('header.downloadManual')} data-testid="header-download-manual">
            <Icon name="download" />
          </Link>
          <Tooltip className="ui-tooltip" offset={6}>
            {t('header.downloadManual')}
          </Tooltip>
        </TooltipTrigger>
        <TooltipTrigger delay={500}>
          <Link href={MOBILE_APP_PATH} className="ui-icon-button" aria-label={t('header.mobileApp')} data-testid="header-mobile-app">
            <Icon name="qrCode" />
          </Link>
          <Tooltip className="ui-tooltip" offset={6}>
            {t('header.mobileApp')}
          </Tooltip>
        </TooltipTrigger>
        {features?.has(Feature.Logger) ? (
          <TooltipTrigger delay={500}>
            <Link href={DIAGNOSTICS_PATH} className="ui-icon-button" aria-label={t('menu.diagnostics')} data-testid="header-diagnostics">
              <Icon name="activity" />
            </Link>
            <Tooltip className="ui-tooltip" offset={6}>
              {t('menu.diagnostics')}
            </Tooltip>
          </TooltipTrigger>
        ) : null}
        <HandledCalls />
        <MissedCalls />
        <IconButton icon="key" label={t('header.changePassword')} data-testid="header-change-password" onPress={() => setDialog('password')} />
        <IconButton icon="settings" label={t('header.settings')} data-testid="header-settings" onPress={() => setDialog('settings')} />
        <IconButton icon="logout" label={t('header.exit')} data-testid="header-exit" onPress={() => void session.logout()} />
      </div>
      {dialog === 'settings' ? <SettingsDialog onClose={closeDialog} /> : null}
      {dialog === 'password' ? <ChangePasswordDialog onClose={closeDialog} /> : null}
      {dialog === 'volume' ? <VolumeDialog onClose={closeDialog} /> : null}
      {dialog === 'releaseNotes' ? <ReleaseNotesDialog onClose={closeDialog} /> : null}
    </header>
  );
}
