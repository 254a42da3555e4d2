import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MailBox, type CapturedMail } from './mail-box.ts';
import { isLoopbackHost, SmtpServer } from './smtp-server.ts';

export type SmtpSinkOptions = {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly smtpPort?: number;
  /** The mails over HTTP; null for none (tests that read the MailBox directly). */
  readonly httpPort?: number | null;
};

export type RunningSmtpSink = {
  readonly mailbox: MailBox;
  readonly smtpPort: number;
  /** http://host:port of the mail list, or null without HTTP. */
  readonly httpUrl: string | null;
  /** Stops both listeners. Safe to call twice. */
  close(): Promise<void>;
};

/**
 * The demo's and the tests' mail server: SMTP in, mails kept in memory, read back over HTTP:
 * `GET /mails` (JSON list, oldest first; `?to=address` filters) and `DELETE /mails`.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<RunningSmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const mailbox = new MailBox();
  const smtp = await SmtpServer.start(mailbox, { host, port: options.smtpPort ?? 0 });
  let http: Server | null = null;
  try {
    http = options.httpPort === null ? null : await listenHttp(mailbox, host, options.httpPort ?? 0);
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const address = http ? (http.address() as AddressInfo) : null;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    mailbox,
    smtpPort: smtp.port,
    httpUrl: address ? `http://${shownHost}:${address.port}` : null,
    close: () =>
      (closing ??= Promise.all([
        smtp.close(),
        new Promise<void>((resolve) => {
          if (!http) return resolve();
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined)),
  };
}

function listenHttp(mailbox: MailBox, host: string, port: number): Promise<Server> {
  if (!isLoopbackHost(host)) return Promise.reject(new Error(`the SMTP sink serves mails on loopback only, not ${host}`));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink.invalid');
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/mails') return send(404, { error: 'only /mails is served' });
    if (request.method === 'GET') return send(200, mailbox.list(url.searchParams.get('to') ?? undefined).map(shown));
    if (request.method === 'DELETE') {
      mailbox.clear();
      return send(200, []);
    }
    response.setHeader('Allow', 'GET, DELETE');
    return send(405, { error: `${request.method} is not served` });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

const shown = (mail: CapturedMail) => ({ id: mail.id, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, receivedAt: new Date(mail.receivedAt).toISOString() });
