/** What the sink keeps of a mail: the envelope, the decoded subject and the text body. */
export type CapturedMail = {
  readonly id: number;
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The message as received (headers and body, dot-stuffing removed). */
  readonly raw: string;
  readonly receivedAt: number;
};

/** Mails kept; the oldest go first (a sink, not an archive). */
export const MAILS_KEPT = 1_000;

/** In-memory mailbox of the sink; listeners hear each mail as it arrives. */
export class MailBox {
  private mails: CapturedMail[] = [];
  private lastId = 0;
  private readonly listeners = new Set<(mail: CapturedMail) => void>();

  /** `raw` is the message's bytes as a latin1 string (what the SMTP session reads). */
  add(envelope: { from: string; to: readonly string[] }, raw: string, now = Date.now()): CapturedMail {
    const { headers, body } = splitMessage(raw);
    const mail: CapturedMail = { id: ++this.lastId, from: envelope.from, to: [...envelope.to], subject: decodeWords(headers.get('subject') ?? ''), text: decodeBody(body, headers), raw: Buffer.from(raw, 'latin1').toString('utf8'), receivedAt: now };
    this.mails.push(mail);
    if (this.mails.length > MAILS_KEPT) this.mails = this.mails.slice(-MAILS_KEPT);
    for (const listener of this.listeners) listener(mail);
    return mail;
  }

  /** Mails to `to` (any case) or all, oldest first. */
  list(to?: string): CapturedMail[] {
    if (!to) return [...this.mails];
    const wanted = to.toLowerCase();
    return this.mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === wanted));
  }

  clear(): void {
    this.mails = [];
  }

  onMail(listener: (mail: CapturedMail) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Header names lower-cased, folded lines unfolded (RFC 5322 §2.2.3). */
function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (B and Q) in UTF-8, as our sender writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}
