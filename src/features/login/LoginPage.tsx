import { useState } from 'react';
import { useAtom } from '../../state/jotai.ts';
import type { SessionNotice } from '../../state/session.ts';
import { LANGUAGES, settingAtoms } from '../../state/settings.ts';
import { Icon, languageName, SelectField, useT, type MessageKey } from '../../ui/index.ts';
import { FirstPasswordForm } from './components/FirstPasswordForm.tsx';
import { LoginForm, type LoginSubmission } from './components/LoginForm.tsx';
import { noticeKey } from './model/model.ts';
import './login.css';

export type LoginPageProps = {
  onLogin: (submission: LoginSubmission) => Promise<void>;
  rememberedAccount: () => Promise<string | null>;
  /** Why the previous session ended, if the dispatcher did not end it. */
  notice: SessionNotice | null;
  /** The host's custom skin (SPEC §2): its system name, logo and copyright replace ours. */
  brand?: LoginBrand | null;
  onRecover: (mode: 'retrieve' | 'unlock', account: string) => void;
  /** An automatic sign-in (auto-login key, OAuth) under way, or how it failed. */
  signIn?: { readonly busy: boolean; readonly failure: MessageKey | null };
  /** Replaces an account's first password (set at set-up) with `newPassword` and signs in with it. */
  onFirstPassword?: (submission: FirstPasswordSubmission, newPassword: string) => Promise<void>;
};

export type FirstPasswordSubmission = LoginSubmission & { readonly password: string };

export type LoginBrand = { readonly sysName: string; readonly logoUrl: string; readonly copyright: string };

export function LoginPage({ onLogin, rememberedAccount, notice, brand = null, onRecover, signIn, onFirstPassword }: LoginPageProps) {
  const t = useT();
  const [language, setLanguage] = useAtom(settingAtoms.language);
  const [firstPassword, setFirstPassword] = useState<FirstPasswordSubmission | null>(null);
  return (
    <div className="login">
      <div className="login__language">
        <SelectField
          label={t('login.language')}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
          onChange={setLanguage}
          testId="login-language"
        />
      </div>
      <section className="login__card" aria-labelledby="login-title">
        <div className="login__brand">
          {brand?.logoUrl ? <img className="login__logo" src={brand.logoUrl} alt="" data-testid="login-logo" /> : <Icon name="radio" size={28} />}
          <div>
            <h1 id="login-title" data-testid="login-title">
              {brand?.sysName || t('app.name')}
            </h1>
            <p>{t('login.subtitle')}</p>
          </div>
        </div>
        {notice ? (
          <p className="login__notice" role="status" data-testid="login-notice">
            {t(noticeKey(notice))}
          </p>
        ) : null}
        {signIn?.busy ? (
          <p className="login__notice" role="status" data-testid="login-auto">
            {t('login.autoLogin')}
          </p>
        ) : null}
        {firstPassword && onFirstPassword ? (
          <FirstPasswordForm
            account={firstPassword.account}
            firstPassword={firstPassword.password}
            onSubmit={(newPassword) => onFirstPassword(firstPassword, newPassword)}
            onBack={() => setFirstPassword(null)}
          />
        ) : (
          <LoginForm
            onLogin={onLogin}
            rememberedAccount={rememberedAccount}
            onRecover={onRecover}
            signInFailure={signIn?.failure ?? null}
            onNewPasswordNeeded={onFirstPassword ? setFirstPassword : undefined}
          />
        )}
        {brand?.copyright ? (
          <p className="login__copyright" data-testid="login-copyright">
            {brand.copyright}
          </p>
        ) : null}
      </section>
    </div>
  );
}
