import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RecoveryMode } from '../../features/account-recovery/index.ts';
import { LoginPage, loginFailureKey, type FirstPasswordSubmission, type LoginSubmission } from '../../features/login/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
import { customThemeAtom } from '../../state/hostTheme.ts';
import { readSetting, Settings } from '../../state/settings.ts';
import type { MessageKey } from '../../ui/index.ts';
import { preloadSignedIn } from '../routes/signedIn.ts';
import { AUTO_LOGIN_PARAM } from '../routes/versionReload.ts';
import { useSession } from '../session/SessionProvider.tsx';
import type { SignInRequest } from '../session/sessionController.ts';

// Opened from a link of the form only: not part of the login page's first load.
const RecoveryDialog = lazy(() => import('../../features/account-recovery/index.ts').then((module) => ({ default: module.RecoveryDialog })));

/** SPEC §2 auto-login key, or §7 getAccountByOauth's {platform, oauth}, from the page's URL. */
function signInFromUrl(search: string): SignInRequest | null {
  const query = new URLSearchParams(search);
  const language = readSetting(Settings.language);
  const key = query.get(AUTO_LOGIN_PARAM);
  if (key) return { kind: 'autoLogin', key, language };
  const platform = query.get('platform');
  const oauth = query.get('oauth');
  return platform && oauth ? { kind: 'oauth', platform, oauth, language } : null;
}

/** The login screen wired to the session; the route guard moves on to home once it is active. */
export function LoginRoute() {
  const session = useSession();
  const { notice } = useAtomValue(sessionAtom);
  const brand = useAtomValue(customThemeAtom);
  const [recovery, setRecovery] = useState<{ mode: RecoveryMode; account: string } | null>(null);
  const [signIn, setSignIn] = useState<{ busy: boolean; failure: MessageKey | null }>({ busy: false, failure: null });
  const started = useRef(false);

  // The first keystroke starts loading what the signed-in console needs (the socket's listeners, the
  // main layout and home), so Log in does not wait for it.
  useEffect(() => {
    const prepare = () => {
      session.prepare();
      preloadSignedIn();
    };
    document.addEventListener('input', prepare, { once: true, capture: true });
    return () => document.removeEventListener('input', prepare, { capture: true });
  }, [session]);

  useEffect(() => {
    const request = signInFromUrl(window.location.search);
    if (!request || started.current) return;
    started.current = true;
    preloadSignedIn();
    setSignIn({ busy: true, failure: null });
    session.signIn(request).then(
      () => setSignIn({ busy: false, failure: null }),
      (error: unknown) => setSignIn({ busy: false, failure: loginFailureKey(error) }),
    );
  }, [session]);

  const onLogin = useCallback(
    (submission: LoginSubmission) => session.login({ ...submission, language: readSetting(Settings.language) }),
    [session],
  );
  const onFirstPassword = useCallback(
    async (submission: FirstPasswordSubmission, newPassword: string) => {
      await session.changeFirstPassword(submission.account, submission.password, newPassword);
      await session.login({ ...submission, password: newPassword, language: readSetting(Settings.language) });
    },
    [session],
  );
  const rememberedAccount = useCallback(() => session.rememberedAccount(), [session]);
  const onRecover = useCallback((mode: RecoveryMode, account: string) => setRecovery({ mode, account }), []);
  return (
    <>
      <LoginPage onLogin={onLogin} rememberedAccount={rememberedAccount} notice={notice} brand={brand} onRecover={onRecover} signIn={signIn} onFirstPassword={onFirstPassword} />
      {recovery ? (
        <Suspense fallback={null}>
          <RecoveryDialog mode={recovery.mode} account={recovery.account} ds={session.ds} language={readSetting(Settings.language)} onClose={() => setRecovery(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
