/** account-recovery: English (United States), the module's keys. */
export const messages = {
  'recovery.forgot': "Forgot password?",
  'recovery.unlockLink': "Unlock by e-mail",
  'recovery.title.retrieve': "Reset your password",
  'recovery.title.unlock': "Unlock your account",
  'recovery.intro.retrieve': "Enter your account and the e-mail bound to it. We will send you a verification code.",
  'recovery.intro.unlock': "Too many wrong passwords locked this account. Enter the account and its e-mail to get a code that unlocks it.",
  'recovery.account': "Account",
  'recovery.email': "E-mail",
  'recovery.sendCode': "Send code",
  'recovery.codeSent': "A code was sent to {email}. It is valid for {minutes} minutes.",
  'recovery.code': "Verification code",
  'recovery.newPassword': "New password",
  'recovery.confirm': "Confirm the new password",
  'recovery.submit.retrieve': "Reset password",
  'recovery.submit.unlock': "Unlock account",
  'recovery.done.retrieve': "Your password was reset. Sign in with the new one.",
  'recovery.done.unlock': "Your account is unlocked. You can sign in again.",
  'recovery.resend': "Send a new code",
  'recovery.back': "Back to sign-in",
  'recovery.error.notBound': "No e-mail is bound to this account. Sign in and bind one under Settings → E-mail for password recovery, or ask your administrator.",
  'recovery.error.sendFailed': "The mail could not be sent (mail server error). Try again later.",
  'recovery.error.codeError': "The verification code is wrong or has expired.",
  'recovery.error.emailFormat': "The e-mail format is incorrect.",
  'recovery.error.emailExists': "This e-mail is already in use.",
  'recovery.error.tooFrequent': "Operation too frequent. Wait a minute and try again.",
  'recovery.error.mismatch': "This is not the e-mail bound to the account.",
  'recovery.error.notLocked': "This account is not locked.",
  'recovery.error.system': "System error ({code}). Try again later.",
  'recovery.error.network': "The platform did not answer. Check the connection and try again.",
  'recovery.error.codeFormat': "Enter the 6-digit code from the mail.",
  'recovery.error.emailRequired': "Enter the e-mail address.",
  'email.section': "E-mail for password recovery",
  'email.current': "Bound e-mail: {email}",
  'email.none': "No e-mail is bound yet.",
  'email.new': "New e-mail",
  'email.bind': "Bind e-mail",
  'email.bound': "The e-mail {email} is now bound.",
  'login.autoLogin': "Signing in automatically…",
} as const;

export type AccountRecoveryCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'account-recovery': AccountRecoveryCatalogue;
  }
}
