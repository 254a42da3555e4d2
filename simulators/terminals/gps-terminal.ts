import WebSocket from 'ws';
import { DsClient, hashForWire, PATH_PASSWORD, PROTOCOL_VERSION, type GpsFix } from '../../protocol/index.ts';

/**
 * A terminal in light mode, for load runs of thousands per thread: it logs in with its own account
 * (REST, then the socket's login frame) and reports GPS, nothing else. It never sends `resume`, so
 * the platform streams it no events (a full SimulatedTerminal resumes and gets every public event).
 */
export class GpsTerminal {
  private ws: WebSocket | null = null;
  private lat: number;
  private lng: number;
  /** Reports sent, refused by the platform (the only answer a report gets), and not sent (socket closed). */
  readonly counts = { sent: 0, refused: 0, notSent: 0 };

  constructor(
    readonly msId: string,
    private readonly baseUrl: string,
    private readonly password: string,
    start: { lat: number; lng: number },
  ) {
    this.lat = start.lat;
    this.lng = start.lng;
  }

  get online(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Logs in over REST and on the socket; rejects when either refuses. */
  async connect(): Promise<void> {
    const answer = await new DsClient({ baseUrl: this.baseUrl }).get(PATH_PASSWORD, { uid: this.msId, auth: hashForWire(this.password) });
    const token = (answer.desc as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new Error(`${this.msId}: login answer without a token`);
    const ws = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/socket`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('close', () => reject(new Error(`${this.msId}: socket closed during login`)));
      ws.once('open', () => ws.send(JSON.stringify({ type: 'login', id: 'login', version: PROTOCOL_VERSION, token })));
      ws.once('message', (data) => {
        const reply = JSON.parse(String(data)) as { id?: string; code?: string };
        if (reply.id === 'login' && reply.code === '0') resolve();
        else reject(new Error(`${this.msId}: socket login answered ${reply.code}`));
      });
    });
    ws.removeAllListeners();
    ws.on('error', () => undefined);
    ws.on('message', (data) => this.answer(String(data)));
    this.ws = ws;
  }

  /** Counts from now on (the load bench measures after all logged in). */
  resetCounts(): void {
    Object.assign(this.counts, { sent: 0, refused: 0, notSent: 0 });
  }

  /** One GPS report: a small step in a random direction, as a one-way `reportGps`; nothing before it connected. */
  report(now: number, random: () => number): void {
    const ws = this.ws;
    if (!ws) return;
    if (ws.readyState !== WebSocket.OPEN) {
      this.counts.notSent += 1;
      return;
    }
    const direction = Math.round(random() * 359);
    this.lat += Math.cos((direction * Math.PI) / 180) * 0.00005;
    this.lng += Math.sin((direction * Math.PI) / 180) * 0.00005;
    const fix: GpsFix = { lat: round6(this.lat), lng: round6(this.lng), speed: 5.5, direction, altitude: 15, time: now };
    ws.send(JSON.stringify({ type: 'report', name: 'reportGps', args: { fix } }));
    this.counts.sent += 1;
  }

  close(): void {
    this.ws?.close(1000, 'done');
    this.ws = null;
  }

  private answer(text: string): void {
    // A terminal that never resumed hears only refusals (and pongs); a quick look avoids parsing each one.
    if (text.includes('"type":"refused"')) this.counts.refused += 1;
  }
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
