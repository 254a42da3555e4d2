import { connect, type Socket } from 'node:net';

/** A mail as the platform sends it: one recipient, a plain UTF-8 text. */
export type OutgoingMail = { readonly from: string; readonly to: string; readonly subject: string; readonly text: string };

export type SmtpTarget = { readonly host: string; readonly port: number };

/** A mail that was not accepted: connection refused, a 4xx/5xx answer, a time-out. */
export class SmtpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** One SMTP conversation may take this long in all (a server that hangs must not hang the call). */
export const SMTP_TIMEOUT_MS = 10_000;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;
/** The emulator sends mail only to a server on this machine (docs/protocol.md "Account recovery"). */
export const isLoopbackSmtpHost = (host: string): boolean => LOOPBACK.test(host);

/** Sends one mail over SMTP (RFC 5321, no TLS, no auth: a loopback relay). Rejects with SmtpError. */
export async function sendMail(target: SmtpTarget, mail: OutgoingMail, timeoutMs = SMTP_TIMEOUT_MS): Promise<void> {
  if (!isLoopbackSmtpHost(target.host)) throw new SmtpError(`SMTP host ${target.host} is not on loopback`);
  const socket = connect({ host: target.host, port: target.port });
  const replies = new ReplyReader(socket);
  const timer = setTimeout(() => socket.destroy(new SmtpError('SMTP server did not answer in time')), timeoutMs);
  try {
    await replies.expect(220);
    await replies.command('EHLO poc-emulator', 250);
    await replies.command(`MAIL FROM:<${mail.from}>`, 250);
    await replies.command(`RCPT TO:<${mail.to}>`, 250);
    await replies.command('DATA', 354);
    await replies.command(`${dotStuffed(message(mail))}\r\n.`, 250);
    await replies.command('QUIT', 221).catch(() => undefined); // the mail is accepted; a rude goodbye changes nothing
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
}

/** Headers, then the body base64 in 76-character lines: safe for any 7-bit server. */
function message(mail: OutgoingMail): string {
  const body = Buffer.from(mail.text, 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n').trimEnd();
  return [
    `From: <${mail.from}>`,
    `To: <${mail.to}>`,
    `Subject: ${encodedWord(mail.subject)}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** RFC 2047 for a non-ASCII subject. */
const encodedWord = (text: string): string => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`);

const dotStuffed = (text: string): string => text.replace(/^\./gm, '..');

/** Reads the server's replies (multi-line ones end with "NNN "), one at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;

  constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let end = this.buffer.indexOf('\r\n'); end >= 0; end = this.buffer.indexOf('\r\n')) {
        this.lines.push(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.wake();
    });
    const fail = (error?: Error) => {
      this.failure ??= error instanceof SmtpError ? error : new SmtpError(error ? `SMTP connection failed: ${error.message}` : 'SMTP server closed the connection');
      this.wake();
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
  }

  async command(line: string, expected: number): Promise<void> {
    this.socket.write(`${line}\r\n`);
    await this.expect(expected);
  }

  async expect(expected: number): Promise<void> {
    const reply = await this.reply();
    if (reply.code !== expected) throw new SmtpError(`SMTP server answered ${reply.code} ${reply.text}`);
  }

  private async reply(): Promise<{ code: number; text: string }> {
    const text: string[] = [];
    for (;;) {
      const line = await this.next();
      text.push(line.slice(4));
      if (line[3] !== '-') return { code: Number(line.slice(0, 3)), text: text.join(' ') };
    }
  }

  private async next(): Promise<string> {
    while (this.lines.length === 0) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    return this.lines.shift()!;
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}
