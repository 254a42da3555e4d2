import { sendMail, type OutgoingMail, type SmtpTarget } from '../mail/smtp-client.ts';

/**
 * Where the platform's mail goes: an SMTP server on loopback (--smtp-host/--smtp-port), changed at
 * run time by the test control /test/smtp. Without a server every send fails (answer 101).
 */
export class Mailer {
  constructor(
    public target: SmtpTarget | null,
    readonly from: string = 'no-reply@poc-emulator.invalid',
  ) {}

  send(mail: Omit<OutgoingMail, 'from'>): Promise<void> {
    if (!this.target) return Promise.reject(new Error('no SMTP server is configured'));
    return sendMail(this.target, { ...mail, from: this.from });
  }
}
