import { useState, type ReactNode } from 'react';
import { Link, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Feature, manualDownloadPath, manualFileName, manualLanguageOf } from '../../../protocol/index.ts';
import { HandledCalls } from '../../features/calls/index.ts';
import { MissedCalls } from '../../features/missed-calls/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { featuresAtom } from '../../state/features.ts';
import { customThemeAtom } from '../../state/hostTheme.ts';
import { Icon, IconButton, useIntl, useT, type IconName } from '../../ui/index.ts';
import { screenPath } from '../routes/routeTable.ts';
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
        <HeaderLink href={USER_MANUAL_PATH} icon="book" label={t('header.userManual')} testId="header-user-manual" />
        <IconButton icon="fileText" label={t('header.releaseNotes')} data-testid="header-release-notes" onPress={() => setDialog('releaseNotes')} />
        <HeaderLink href={manualDownloadPath(manualLanguage)} download={manualFileName(manualLanguage)} icon="download" label={t('header.downloadManual')} testId="header-download-manual" />
        <HeaderLink href={screenPath('mobileApp')} icon="qrCode" label={t('header.mobileApp')} testId="header-mobile-app" />
        {features?.has(Feature.Logger) ? <HeaderLink href={screenPath('diagnostics')} icon="activity" label={t('menu.diagnostics')} testId="header-diagnostics" /> : null}
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

/** An icon link of the header with its name as tooltip (the icon buttons' IconButton, for links). */
function HeaderLink({ href, download, icon, label, testId }: { href: string; download?: string; icon: IconName; label: string; testId: string }) {
  return (
    <TooltipTrigger delay={500}>
      <Link href={href} download={download} className="ui-icon-button" aria-label={label} data-testid={testId}>
        <Icon name={icon} />
      </Link>
      <Tooltip className="ui-tooltip" offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
