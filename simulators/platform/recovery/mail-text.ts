/** The verify-code mail in the console's six languages (getVerifyCode `lang`); en-US otherwise. */

type Texts = { subject: string; purposes: readonly [string, string, string]; body: (purpose: string, code: string, minutes: number) => string };

const TEXTS: Readonly<Record<string, Texts>> = {
  'en-US': {
    subject: 'Your verification code',
    purposes: ['reset your password', 'bind this e-mail address', 'unlock your account'],
    body: (purpose, code, minutes) => `Use this code to ${purpose}: ${code}\n\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  },
  'zh-CN': {
    subject: '您的验证码',
    purposes: ['重置密码', '绑定此邮箱', '解锁账号'],
    body: (purpose, code, minutes) => `您正在${purpose}，验证码：${code}\n\n${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
  },
  'tr-TR': {
    subject: 'Doğrulama kodunuz',
    purposes: ['parolanızı sıfırlamak', 'bu e-posta adresini bağlamak', 'hesabınızın kilidini açmak'],
    body: (purpose, code, minutes) => `${purpose} için bu kodu kullanın: ${code}\n\n${minutes} dakika geçerlidir. Siz istemediyseniz bu e-postayı yok sayın.`,
  },
  'es-ES': {
    subject: 'Su código de verificación',
    purposes: ['restablecer su contraseña', 'vincular esta dirección de correo', 'desbloquear su cuenta'],
    body: (purpose, code, minutes) => `Use este código para ${purpose}: ${code}\n\nEs válido durante ${minutes} minutos. Si no lo ha solicitado, ignore este correo.`,
  },
  'fr-FR': {
    subject: 'Votre code de vérification',
    purposes: ['réinitialiser votre mot de passe', 'associer cette adresse e-mail', 'déverrouiller votre compte'],
    body: (purpose, code, minutes) => `Utilisez ce code pour ${purpose} : ${code}\n\nIl est valable ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
  },
  'ru-RU': {
    subject: 'Ваш код подтверждения',
    purposes: ['сбросить пароль', 'привязать этот адрес электронной почты', 'разблокировать учётную запись'],
    body: (purpose, code, minutes) => `Используйте этот код, чтобы ${purpose}: ${code}\n\nКод действует ${minutes} минут. Если вы его не запрашивали, проигнорируйте это письмо.`,
  },
};

/** purpose: 1 retrieve, 2 bind, 3 unlock (protocol VerifyPurpose). */
export function verifyCodeMail(lang: string, purpose: 1 | 2 | 3, code: string, minutes: number): { subject: string; text: string } {
  const texts = TEXTS[lang] ?? TEXTS['en-US']!;
  return { subject: texts.subject, text: texts.body(texts.purposes[purpose - 1]!, code, minutes) };
}
