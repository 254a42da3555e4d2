import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendMail, SmtpError } from '../platform/mail/smtp-client.ts';
import { startSmtpSink, type RunningSmtpSink } from './smtp-sink.ts';

let sink: RunningSmtpSink | null = null;
afterEach(async () => {
  await sink?.close();
  sink = null;
});

/** Talks to the sink line by line and collects every reply line. */
async function converse(port: number, lines: readonly string[]): Promise<string[]> {
  const socket = connect({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const replies = () => received.split('\r\n').filter(Boolean);
  const waitFor = async (count: number) => {
    while (replies().length < count && !socket.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await waitFor(1);
  for (const line of lines) {
    const before = replies().length;
    socket.write(`${line}\r\n`);
    if (!line.startsWith('DATA-LINE')) await waitFor(before + 1);
  }
  socket.destroy();
  return replies();
}

describe('SMTP sink', () => {
  it('takes a mail through the RFC 5321 dialogue, undoes dot-stuffing and decodes subject and body', async () => {
    sink = await startSmtpSink({ httpPort: 0 });
    await sendMail({ host: '127.0.0.1', port: sink.smtpPort }, { from: 'noreply@poc.test', to: 'One@Example.com', subject: 'Код 123456', text: 'Ваш код: 123456\n.a line that starts with a dot' });
    const [mail] = sink.mailbox.list('one@example.com');
    expect(mail?.from).toBe('noreply@poc.test');
    expect(mail?.subject).toBe('Код 123456');
    expect(mail?.text).toBe('Ваш код: 123456\n.a line that starts with a dot');
    const listed = (await (await fetch(`${sink.httpUrl}/mails?to=one@example.com`)).json()) as Array<{ subject: string; to: string[] }>;
    expect(listed.map((entry) => entry.subject)).toEqual(['Код 123456']);
    expect(await (await fetch(`${sink.httpUrl}/mails?to=nobody@example.com`)).json()).toEqual([]);
    await fetch(`${sink.httpUrl}/mails`, { method: 'DELETE' });
    expect(sink.mailbox.list()).toEqual([]);
  });

  it('answers commands out of order with 503 and bad syntax with 501', async () => {
    sink = await startSmtpSink({ httpPort: null });
    const replies = await converse(sink.smtpPort, ['MAIL FROM:<a@b.c>', 'EHLO', 'HELO client', 'RCPT TO:<x@y.z>', 'MAIL FROM:a@b.c', 'MAIL FROM:<a@b.c>', 'DATA', 'FOO', 'QUIT']);
    expect(replies.map((line) => line.slice(0, 3))).toEqual(['220', '503', '501', '250', '503', '501', '250', '503', '502', '221']);
    expect(sink.mailbox.list()).toEqual([]);
  });

  it('refuses a message over the size limit and keeps the session usable', async () => {
    sink = await startSmtpSink({ httpPort: null });
    const big = 'x'.repeat(900);
    const lines = ['EHLO c', 'MAIL FROM:<a@b.c>', 'RCPT TO:<x@y.z>', 'DATA', ...Array.from({ length: 1_200 }, () => `DATA-LINE ${big}`), '.', 'NOOP'];
    const replies = await converse(sink.smtpPort, lines);
    expect(replies.at(-2)).toMatch(/^552 /);
    expect(replies.at(-1)).toMatch(/^250 /);
    expect(sink.mailbox.list()).toEqual([]);
  });

  it('listens on loopback only', async () => {
    await expect(startSmtpSink({ host: '0.0.0.0' })).rejects.toThrow(/loopback only/);
  });

  it('leaves the sender with an SmtpError once it is stopped', async () => {
    sink = await startSmtpSink({ httpPort: null });
    const port = sink.smtpPort;
    await sink.close();
    await expect(sendMail({ host: '127.0.0.1', port }, { from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' })).rejects.toBeInstanceOf(SmtpError);
    await expect(sendMail({ host: '192.0.2.1', port }, { from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' })).rejects.toThrow(/not on loopback/);
  });
});
