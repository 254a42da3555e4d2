import { useCallback } from 'react';
import { LoginPage, type LoginSubmission } from '../../features/login/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { sessionAtom } from '../../state/session.ts';
import { customThemeAtom } from '../../state/hostTheme.ts';
import { readSetting, Settings } from '../../state/settings.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The login screen wired to the session; the route guard moves on to home once it is active. */
export function LoginRoute() {
  const session = useSession();
  const { notice } = useAtomValue(sessionAtom);
  const brand = useAtomValue(customThemeAtom);
  const onLogin = useCallback(
    (submission: LoginSubmission) => session.login({ ...submission, language: readSetting(Settings.language) }),
    [session],
  );
  const rememberedAccount = useCallback(() => session.rememberedAccount(), [session]);
  return <LoginPage onLogin={onLogin} rememberedAccount={rememberedAccount} notice={notice} brand={brand} />;
}
