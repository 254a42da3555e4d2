/** the login page: English (United States), the module's keys. */
export const messages = {
  'login.subtitle': 'Sign in with your dispatcher account',
  'login.language': 'Language',
  'login.account': 'Account',
  'login.password': 'Password',
  'login.passwordRemembered': 'Saved password. Type to replace it.',
  'login.remember': 'Remember password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.code.ok': 'Signed in.',
  'login.code.incorrectTerminalId': 'Incorrect terminal ID.',
  'login.code.incorrectPassword': 'Incorrect password.',
  'login.code.noDefaultGroup': 'This account has no default group.',
  'login.code.accountDisabled': 'This account is disabled.',
  'login.code.onlineLimit': 'The online limit has been reached.',
  'login.code.incorrectAccountType': 'Incorrect account type: only dispatcher accounts can sign in.',
  'login.code.systemBusy': 'The system is busy. Try again shortly.',
  'login.code.authenticationFailed': 'User authentication failed.',
  'login.code.notRegistered': 'This user is not registered.',
  'login.code.accountMissing': 'This account does not exist.',
  'login.code.noPermission': 'No permission to sign in.',
  'login.code.locked': 'Too many wrong passwords. The account is locked for 10 minutes.',
  'login.code.networkTimeout': 'Network timeout. Check the connection and try again.',
  'login.code.expired': 'This account is expired or disabled.',
  'login.code.timeout': 'Login timed out. Try again.',
  'login.code.passwordChangeRequired': 'This account must choose its own password before signing in.',
  'login.firstPassword.title': 'Choose your password',
  'login.firstPassword.intro': 'Account {account} still has the password it was given at set-up. Choose a password of your own to sign in.',
  'login.firstPassword.back': 'Back to sign-in',
  'login.notice.elsewhere': 'You were signed out because this account signed in elsewhere.',
  'login.notice.passwordChanged': 'Your password was changed in another session. Sign in with the new password.',
  'login.notice.expired': 'Your session expired. Please sign in again.',
  'login.notice.stopped': 'The platform ended your session. Please sign in again.',
} as const;

export type LoginCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    login: LoginCatalogue;
  }
}
