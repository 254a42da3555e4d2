import { useState } from 'react';
import { Switch, useT } from '../../ui/index.ts';
import { desktopPermission } from './DesktopNotifier.tsx';

type DesktopNotifySwitchProps = { readonly isSelected: boolean; readonly onChange: (value: boolean) => void };

/**
 * The settings' desktop notification switch. Turning it on is the user gesture browsers want before
 * they ask for the permission; a refusal is said next to it.
 */
export function DesktopNotifySwitch({ isSelected, onChange }: DesktopNotifySwitchProps) {
  const t = useT();
  const [permission, setPermission] = useState(desktopPermission);
  const toggle = (value: boolean) => {
    onChange(value);
    if (!value || permission !== 'default') return;
    void Notification.requestPermission().then(setPermission, () => setPermission(desktopPermission()));
  };
  return (
    <>
      <Switch isSelected={isSelected && permission !== 'unsupported'} onChange={toggle} testId="settings-desktopNotify">
        {t('settings.desktopNotify')}
      </Switch>
      {isSelected && permission === 'denied' ? (
        <p className="ui-field__error" role="status" data-testid="settings-desktopNotify-blocked">
          {t('settings.desktopNotify.blocked')}
        </p>
      ) : null}
      {permission === 'unsupported' ? <p className="ui-field__hint">{t('settings.desktopNotify.unsupported')}</p> : null}
    </>
  );
}
