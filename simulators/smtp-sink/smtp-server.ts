import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { MailBox } from './mail-box.ts';

/**
 * A minimal RFC 5321 server that accepts every mail into a MailBox: EHLO/HELO, MAIL, RCPT, DATA,
 * RSET, NOOP, VRFY, QUIT. No relay, no auth, no TLS: it listens on loopback only and is what the
 * demo and the tests point the emulator at, so no mail ever leaves the machine.
 */

/** RFC 5321 §4.5.3.1.6: a command line is at most 512 octets; text lines (DATA) 1000. */
const MAX_COMMAND = 512;
const MAX_TEXT_LINE = 1_000;
/** Largest message accepted (552 beyond), announced in EHLO SIZE. */
export const MAX_MESSAGE_BYTES = 1_000_000;
const MAX_RECIPIENTS = 100;
/** A client silent this long is told 421 and cut (RFC 5321 §4.5.3.2.7 suggests 5 minutes). */
const IDLE_MS = 5 * 60_000;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
export const isLoopbackHost = (host: string): boolean => LOOPBACK.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

const PATH = /^<([^<>\s]*)>(?:\s+.*)?$/;

type Session = { helo: boolean; from: string | null; to: string[]; data: string[] | null; dataBytes: number; tooBig: boolean };

export type SmtpServerOptions = { readonly host: string; readonly port: number; readonly name?: string };

export class SmtpServer {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly mailbox: MailBox,
    private readonly name: string,
  ) {
    this.server = createServer((socket) => this.accept(socket));
  }

  /** Listens on a loopback address (0 picks a free port). */
  static async start(mailbox: MailBox, options: SmtpServerOptions): Promise<SmtpServer> {
    if (!isLoopbackHost(options.host)) throw new Error(`the SMTP sink listens on loopback only, not ${options.host}`);
    const smtp = new SmtpServer(mailbox, options.name ?? 'poc-smtp-sink');
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.server.listen(options.port, options.host, () => {
        smtp.server.off('error', reject);
        resolve();
      });
    });
    return smtp;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Stops listening and cuts open sessions. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
    return this.closing;
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(IDLE_MS, () => {
      reply(socket, '421 4.4.2 idle too long, closing');
      socket.end();
    });
    const session: Session = { helo: false, from: null, to: [], data: null, dataBytes: 0, tooBig: false };
    let pending = '';
    reply(socket, `220 ${this.name} ESMTP ready`);
    // latin1 keeps every byte as one character, so 8-bit bodies pass through unchanged.
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0 && !socket.destroyed; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        this.line(socket, session, line);
      }
      const limit = session.data ? MAX_TEXT_LINE : MAX_COMMAND;
      if (pending.length > limit) {
        reply(socket, '500 5.5.6 line too long');
        socket.end();
      }
    });
  }

  private line(socket: Socket, session: Session, line: string): void {
    if (session.data) return this.dataLine(socket, session, line);
    const verb = line.slice(0, 4).toUpperCase();
    const argument = line.slice(4).trim();
    switch (verb) {
      case 'EHLO':
      case 'HELO':
        if (!argument) return reply(socket, '501 5.5.4 a domain is required');
        reset(session);
        session.helo = true;
        if (verb === 'HELO') return reply(socket, `250 ${this.name}`);
        return reply(socket, [`250-${this.name} greets ${argument}`, '250-8BITMIME', `250-SIZE ${MAX_MESSAGE_BYTES}`, '250 SMTPUTF8']);
      case 'MAIL': {
        if (!session.helo) return reply(socket, '503 5.5.1 EHLO first');
        if (session.from !== null) return reply(socket, '503 5.5.1 nested MAIL');
        const path = /^FROM:\s*(.*)$/i.exec(argument);
        const address = path ? PATH.exec(path[1]!) : null;
        if (!address) return reply(socket, '501 5.5.4 syntax: MAIL FROM:<address>');
        session.from = address[1]!;
        return reply(socket, '250 2.1.0 ok');
      }
      case 'RCPT': {
        if (session.from === null) return reply(socket, '503 5.5.1 MAIL first');
        const path = /^TO:\s*(.*)$/i.exec(argument);
        const address = path ? PATH.exec(path[1]!) : null;
        if (!address || !address[1]) return reply(socket, '501 5.5.4 syntax: RCPT TO:<address>');
        if (session.to.length >= MAX_RECIPIENTS) return reply(socket, '452 4.5.3 too many recipients');
        session.to.push(address[1]);
        return reply(socket, '250 2.1.5 ok');
      }
      case 'DATA':
        if (session.to.length === 0) return reply(socket, '503 5.5.1 RCPT first');
        session.data = [];
        session.dataBytes = 0;
        return reply(socket, '354 end data with <CR><LF>.<CR><LF>');
      case 'RSET':
        reset(session);
        return reply(socket, '250 2.0.0 ok');
      case 'NOOP':
        return reply(socket, '250 2.0.0 ok');
      case 'VRFY':
        return reply(socket, '252 2.1.5 cannot verify, will accept');
      case 'QUIT':
        reply(socket, '221 2.0.0 bye');
        socket.end();
        return;
      default:
        return reply(socket, '502 5.5.1 command not implemented');
    }
  }

  private dataLine(socket: Socket, session: Session, line: string): void {
    const data = session.data!;
    if (line === '.') {
      const envelope = { from: session.from ?? '', to: session.to };
      const tooBig = session.tooBig;
      const raw = data.join('\r\n');
      reset(session);
      if (tooBig) return reply(socket, `552 5.3.4 message over ${MAX_MESSAGE_BYTES} bytes`);
      const mail = this.mailbox.add(envelope, raw);
      return reply(socket, `250 2.0.0 ok: queued as ${mail.id}`);
    }
    // RFC 5321 §4.5.2: a leading dot was doubled by the sender.
    const text = line.startsWith('.') ? line.slice(1) : line;
    session.dataBytes += text.length + 2;
    if (session.dataBytes > MAX_MESSAGE_BYTES) session.tooBig = true;
    else data.push(text);
  }
}

function reset(session: Session): void {
  session.from = null;
  session.to = [];
  session.data = null;
  session.dataBytes = 0;
  session.tooBig = false;
}

function reply(socket: Socket, lines: string | readonly string[]): void {
  if (socket.writable) socket.write(`${(typeof lines === 'string' ? [lines] : lines).join('\r\n')}\r\n`);
}
