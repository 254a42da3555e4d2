import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { RawSocket, type Frame } from '../testing/raw-socket.ts';

let emulator: TestEmulator;
const sockets: RawSocket[] = [];
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await emulator?.stop();
});

async function open(headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = await RawSocket.open(emulator.url, headers);
  sockets.push(socket);
  return socket;
}

/** A logged-in, resumed socket of an account. */
async function connect(account: string, password = '123456', fromSeq: number | null = null): Promise<RawSocket> {
  const socket = await open();
  expect((await socket.login(await tokenFor(emulator.url, account, password))).code).toBe('0');
  expect((await socket.request({ type: 'resume', fromSeq })).code).toBe('0');
  return socket;
}

/** Each event names the one before it as prev, so a client can tell a hole from private events it never sees. */
function expectPrevChain(socket: RawSocket, from: number): void {
  const events = socket.frames.filter((frame) => frame.type === 'event') as unknown as Array<{ seq: number; prev: number }>;
  expect(events[0]!.prev).toBeLessThanOrEqual(from);
  for (let i = 1; i < events.length; i += 1) expect(events[i]!.prev).toBe(events[i - 1]!.seq);
}

const eventOf = (type: string, msId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string; msId?: string }).type === type && (frame.event as { msId?: string }).msId === msId;

describe('socket login', () => {
  it('answers the user and head, and the terminal goes online and offline with its socket', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await open();
    const reply = await radio.login(await tokenFor(emulator.url, '10000005', '123456'));
    expect(reply).toMatchObject({ code: '0', data: { user: { msId: '10000005', msType: 6, gId: '111', gName: 'North Patrol A', pttGroup: '111' } } });
    expect((reply.data as { head: number }).head).toBe(emulator.platform.state.head);
    await dispatcher.waitFor(eventOf('terminal.online', '10000005'));
    radio.close();
    await dispatcher.waitFor(eventOf('terminal.offline', '10000005'));
    expect(emulator.platform.state.terminals.get('10000005')).toMatchObject({ online: 0 });
  });

  it('takes the token from the cookie of the upgrade request', async () => {
    const token = await tokenFor(emulator.url, '10000041', '123456');
    const socket = await open({ cookie: `token=${token}` });
    expect((await socket.login()).code).toBe('0');
  });

  it("refuses the upgrade of another site's name pointing at us with 421, before Origin or token count", async () => {
    const port = new URL(emulator.url).port;
    await expect(RawSocket.open(emulator.url, { host: `rebind.attacker.example:${port}`, origin: `http://rebind.attacker.example:${port}` })).rejects.toThrow(/421/);
    await expect(RawSocket.open(emulator.url, { host: '127.0.0.1:1' })).rejects.toThrow(/421/);
    // Same origin with our own name still works, and another origin is still 403.
    expect((await open({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).ws.readyState).toBe(1);
    await expect(RawSocket.open(emulator.url, { origin: 'http://attacker.example' })).rejects.toThrow(/403/);
  });

  it('refuses frames before login, unknown tokens and other protocol versions', async () => {
    const socket = await open();
    expect((await socket.request({ type: 'resume', fromSeq: null })).code).toBe('401');
    expect((await socket.login('no-such-token')).code).toBe('105');
    expect((await socket.request({ type: 'login', version: 99 })).code).toBe('426');
    socket.send({ type: 'ping' });
    expect((await socket.waitFor((frame) => frame.type === 'pong')).time).toEqual(expect.any(Number));
  });

  it('counts malformed frames, answers 400 when they carry an id, and carries on', async () => {
    const socket = await open();
    const before = emulator.sockets.stats.malformed;
    socket.send('{not json');
    socket.send({ type: 'warp', id: 'm1' });
    socket.send({ type: 'login', id: 'm2' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.waitFor((frame) => frame.id === 'm1')).code).toBe('400');
    expect((await socket.waitFor((frame) => frame.id === 'm2')).code).toBe('400');
    expect((await socket.login(await tokenFor(emulator.url, '10000042', '123456'))).code).toBe('0');
    expect(emulator.sockets.stats.malformed - before).toBe(4);
  });

  it('kicks the first socket of an account when it logs in again elsewhere', async () => {
    const first = await connect('10000043');
    const second = await connect('10000043');
    expect(await first.waitFor((frame) => frame.type === 'kicked')).toEqual({ type: 'kicked', reason: 'elsewhere' });
    expect(await first.waitClosed()).toBe(4000);
    expect(second.closeCode).toBeNull();
    expect(emulator.platform.state.terminals.get('10000043')?.online).toBe(1);
  });

  it('lets a second window of the same login watch beside the first (a companion), and sends it nothing of the account', async () => {
    const token = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    const main = await open();
    expect((await main.login(token)).code).toBe('0');
    expect((await main.request({ type: 'resume', fromSeq: null })).code).toBe('0');
    const mark = main.frames.length;
    const child = await open();
    expect((await child.request({ type: 'login', version: PROTOCOL_VERSION, token, companion: true })).code).toBe('0');
    expect((await child.request({ type: 'resume', fromSeq: null })).code).toBe('0');
    // Both see the fleet live; neither was kicked, and the companion logged no login (log type 5 or 7).
    const radio = await connect('10000045');
    await main.waitFor(eventOf('terminal.online', '10000045'));
    await child.waitFor(eventOf('terminal.online', '10000045'));
    expect(main.closeCode).toBeNull();
    expect(child.closeCode).toBeNull();
    expect(main.frames.slice(mark).filter(eventOf('terminal.online', '20000002'))).toEqual([]);
    // The companion leaving does not take the dispatcher offline.
    child.close();
    await child.waitClosed();
    radio.close();
    await main.waitFor(eventOf('terminal.offline', '10000045'));
    expect(main.frames.slice(mark).filter(eventOf('terminal.offline', '20000002'))).toEqual([]);
    expect(emulator.platform.state.terminals.get('20000002')?.online).toBe(1);

    // A login elsewhere (another token) takes the account with all its windows; an old window cannot come back.
    const oldChild = await open();
    expect((await oldChild.request({ type: 'login', version: PROTOCOL_VERSION, token, companion: true })).code).toBe('0');
    const elsewhere = await connect('20000002', 'Dispatch#2026');
    expect(await main.waitFor((frame) => frame.type === 'kicked')).toEqual({ type: 'kicked', reason: 'elsewhere' });
    expect(await oldChild.waitFor((frame) => frame.type === 'kicked')).toEqual({ type: 'kicked', reason: 'elsewhere' });
    const late = await open();
    late.send({ type: 'login', id: 'late', version: PROTOCOL_VERSION, token, companion: true });
    expect(await late.waitFor((frame) => frame.type === 'kicked')).toEqual({ type: 'kicked', reason: 'elsewhere' });
    expect(elsewhere.closeCode).toBeNull();
  });

  it('hands the account to a window of the same login when the main one goes, so what is sent to the account still reaches it', async () => {
    const token = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    // Another dispatcher watches presence: a radio's socket carries no one else's (terminal-view.ts).
    const watch = await connect('20000001', 'Dispatch#2026');
    const radioToken = await tokenFor(emulator.url, '10000046', '123456');
    const main = await open();
    expect((await main.login(token)).code).toBe('0');
    const child = await open();
    expect((await child.request({ type: 'login', version: PROTOCOL_VERSION, token, companion: true })).code).toBe('0');
    expect((await child.request({ type: 'resume', fromSeq: null })).code).toBe('0');
    main.close();
    await main.waitClosed();
    // Still online (no offline logged), and the read SMS comes back to the window that is left.
    expect(emulator.platform.state.terminals.get('20000002')?.online).toBe(1);
    expect(watch.frames.filter(eventOf('terminal.offline', '20000002'))).toEqual([]);
    const sent = await child.request({ type: 'command', name: 'sendSms', args: { clientId: 'heir-sms-0001', msId: '10000046', text: 'Heir check' } });
    const id = (sent.data as { sms: { id: string } }).sms.id;
    expect((await call(`${emulator.url}/ds/sms/updateSms?token=${radioToken}`, 'PUT', { id, status: 2, reply: 'Here' })).body.code).toBe('0');
    expect(await child.waitFor((frame) => frame.type === 'sms' && (frame.sms as { status: number }).status === 2)).toMatchObject({ sms: { id, reply: 'Here' } });

    // A second window that logs in when no window owns the account takes it at once.
    child.close();
    await child.waitClosed();
    await watch.waitFor(eventOf('terminal.offline', '20000002'));
    const late = await open();
    expect((await late.request({ type: 'login', version: PROTOCOL_VERSION, token, companion: true })).code).toBe('0');
    await watch.waitFor(eventOf('terminal.online', '20000002'));
    expect(emulator.platform.state.terminals.get('20000002')?.online).toBe(1);
  });

  it('moves the account to the window that takes it (takeAccount), and a login of the same token signs no window out', async () => {
    const token = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    const radio = await connect('10000047');
    const watch = await connect('20000001', 'Dispatch#2026');
    const radioToken = await tokenFor(emulator.url, '10000047', '123456');
    const first = await open();
    expect((await first.login(token)).code).toBe('0');
    await watch.waitFor(eventOf('terminal.online', '20000002'));
    const mark = watch.frames.length;
    const second = await open();
    expect((await second.request({ type: 'login', version: PROTOCOL_VERSION, token, companion: true })).code).toBe('0');
    const smsTo = async (window: RawSocket, clientId: string) => {
      const sent = await window.request({ type: 'command', name: 'sendSms', args: { clientId, msId: '10000047', text: 'Which tab?' } });
      const id = (sent.data as { sms: { id: string } }).sms.id;
      expect((await call(`${emulator.url}/ds/sms/updateSms?token=${radioToken}`, 'PUT', { id, status: 2, reply: 'Here' })).body.code).toBe('0');
      return id;
    };
    const isRead = (id: string) => (frame: Record<string, unknown>) => frame.type === 'sms' && (frame.sms as { id: string; status: number }).id === id && (frame.sms as { status: number }).status === 2;

    // The second tab becomes the audio tab: the read receipt now reaches it, not the first.
    expect((await second.request({ type: 'command', name: 'takeAccount', args: {} })).code).toBe('0');
    const toSecond = await smsTo(second, 'take-sms-0001');
    await second.waitFor(isRead(toSecond));
    expect(first.frames.filter(isRead(toSecond))).toEqual([]);
    // Taking it back works the same way; nobody was signed out and no login was logged.
    expect((await first.request({ type: 'command', name: 'takeAccount', args: {} })).code).toBe('0');
    const toFirst = await smsTo(first, 'take-sms-0002');
    await first.waitFor(isRead(toFirst));
    expect(second.frames.filter(isRead(toFirst))).toEqual([]);

    // A main login with the owner's own token (a reload, a browser without Web Locks) leaves the owner signed in.
    const reloaded = await open();
    expect((await reloaded.login(token)).code).toBe('0');
    const toReloaded = await smsTo(reloaded, 'take-sms-0003');
    await reloaded.waitFor(isRead(toReloaded));
    expect(first.closeCode).toBeNull();
    expect(second.closeCode).toBeNull();
    expect(watch.frames.slice(mark).filter(eventOf('terminal.online', '20000002'))).toEqual([]);
    expect(watch.frames.slice(mark).filter(eventOf('terminal.offline', '20000002'))).toEqual([]);
    // A terminal may not take an account: the role table says dispatchers only.
    expect((await radio.request({ type: 'command', name: 'takeAccount', args: {} })).code).toBe('403');
  });

  it('leaves the login of an account with the test answer "timeout" unanswered', async () => {
    const token = await tokenFor(emulator.url, '10000044', '123456');
    await call(`${emulator.url}/test/login-answer`, 'POST', { account: '10000044', code: 'timeout' });
    const socket = await open();
    await expect(socket.request({ type: 'login', version: PROTOCOL_VERSION, token }, 1_500)).rejects.toThrow(/no matching frame/);
    await call(`${emulator.url}/test/login-answer`, 'POST', { account: '10000044', code: null });
  });
});

describe('commands', () => {
  it('switches group, reports GPS and status, each as an event', async () => {
    const dispatcher = await connect('20000002', 'Dispatch#2026');
    const radio = await connect('10000007');
    expect(await radio.request({ type: 'command', name: 'switchGroup', args: { gid: '110' } })).toMatchObject({ code: '0', data: { gid: '110' } });
    const fix = { lat: 39.47, lng: -0.37, speed: 4.2, direction: 180, altitude: 20, time: Date.now() };
    expect((await radio.request({ type: 'command', name: 'reportGps', args: { fix } })).code).toBe('0');
    expect((await radio.request({ type: 'command', name: 'reportStatus', args: { battery: 55, signal: 2 } })).code).toBe('0');
    await dispatcher.waitFor(eventOf('terminal.status', '10000007'));
    expect((await dispatcher.waitFor(eventOf('terminal.gps', '10000007'))).event).toEqual({ type: 'terminal.gps', msId: '10000007', fix });
    expect(emulator.platform.state.terminals.get('10000007')).toMatchObject({ currentGroup: '110', battery: 55, signal: 2, gps: fix });
  });

  it('answers 400 for bad arguments, 404 for unknown groups and 403 for what the account may not do', async () => {
    const radio = await connect('10000006');
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const head = emulator.platform.state.head;
    expect((await radio.request({ type: 'command', name: 'reportStatus', args: { battery: 101, signal: 2 } })).code).toBe('400');
    expect((await radio.request({ type: 'command', name: 'reportGps', args: { fix: { lat: 91, lng: 0, speed: 0, direction: 0, altitude: 0, time: 1 } } })).code).toBe('400');
    expect((await radio.request({ type: 'command', name: 'switchGroup', args: { gid: '999' } })).code).toBe('404');
    expect((await radio.request({ type: 'command', name: 'switchGroup', args: { gid: '121' } })).code).toBe('403');
    expect((await dispatcher.request({ type: 'command', name: 'reportStatus', args: { battery: 1, signal: 1 } })).code).toBe('403');
    expect((await dispatcher.request({ type: 'command', name: 'switchGroup', args: { gid: '121' } })).code).toBe('0');
    expect(emulator.platform.state.head).toBe(head + 1);
  });
});

describe('reports (one-way telemetry)', () => {
  it('takes a report as the command, answering nothing when it is taken', async () => {
    const dispatcher = await connect('20000002', 'Dispatch#2026');
    const radio = await connect('10000008');
    const fix = { lat: 39.471, lng: -0.371, speed: 3, direction: 90, altitude: 12, time: Date.now() };
    const before = radio.frames.length;
    radio.send({ type: 'report', name: 'reportGps', args: { fix } });
    radio.send({ type: 'report', name: 'reportStatus', args: { battery: 44, signal: 3 } });
    expect((await dispatcher.waitFor(eventOf('terminal.gps', '10000008'))).event).toEqual({ type: 'terminal.gps', msId: '10000008', fix });
    await dispatcher.waitFor(eventOf('terminal.status', '10000008'));
    // A request after them is answered, and nothing came before its reply for the reports.
    await radio.request({ type: 'command', name: 'tempGroupList', args: {} });
    expect(radio.frames.slice(before).filter((frame) => frame.type !== 'event').map((frame) => frame.type)).toEqual(['reply']);
    expect(emulator.platform.state.terminals.get('10000008')).toMatchObject({ battery: 44, signal: 3, gps: fix });
  });

  it('answers a refused report with a refused frame naming it, and appends nothing', async () => {
    const radio = await connect('10000009');
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const head = emulator.platform.state.head;
    radio.send({ type: 'report', name: 'reportGps', args: { fix: { lat: 91, lng: 0, speed: 0, direction: 0, altitude: 0, time: 1 } } });
    expect(await radio.waitFor((frame) => frame.type === 'refused')).toMatchObject({ type: 'refused', name: 'reportGps', code: '400' });
    dispatcher.send({ type: 'report', name: 'reportStatus', args: { battery: 1, signal: 1 } });
    expect(await dispatcher.waitFor((frame) => frame.type === 'refused')).toMatchObject({ name: 'reportStatus', code: '403' });
    // Not a report name: the frame is malformed, and still answered by the name it gave.
    radio.send({ type: 'report', name: 'switchGroup', args: { gid: '110' } });
    expect(await radio.waitFor((frame) => frame.type === 'refused' && frame.name === 'switchGroup')).toMatchObject({ code: '400' });
    expect(emulator.platform.state.head).toBe(head);
  });

  it('refuses a report before login with 401', async () => {
    const socket = await open();
    socket.send({ type: 'report', name: 'reportStatus', args: { battery: 50, signal: 2 } });
    expect(await socket.waitFor((frame) => frame.type === 'refused')).toMatchObject({ name: 'reportStatus', code: '401' });
  });
});

describe("what a terminal's socket carries", () => {
  const floorOf = (type: string, gid: string) => (frame: Frame) => frame.type === 'event' && (frame.event as { type: string; gid?: string }).type === type && (frame.event as { gid?: string }).gid === gid;
  const eventsOf = (socket: RawSocket) => socket.frames.filter((frame) => frame.type === 'event').map((frame) => frame.event as { type: string; msId?: string; gid?: string });

  it("its own record and groups in the snapshot, its groups' floors live, and nothing of other terminals' fixes, status or groups", async () => {
    const dispatcher = await connect('20000002', 'Dispatch#2026');
    const radio = await connect('10000003'); // groups 111, 110, 100
    const snapshot = radio.frames.find((frame) => frame.type === 'snapshot')!;
    expect((snapshot.terminals as Array<{ msId: string }>).map((terminal) => terminal.msId)).toEqual(['10000003']);
    expect((snapshot.groups as Array<{ gid: string }>).map((group) => group.gid).sort()).toEqual(['100', '110', '111']);

    const sameGroup = await connect('10000002'); // 111
    const otherGroup = await connect('10000017'); // 112
    const fix = { lat: 39.47, lng: -0.37, speed: 1, direction: 0, altitude: 10, time: Date.now() };
    expect((await otherGroup.request({ type: 'command', name: 'reportGps', args: { fix } })).code).toBe('0');
    expect((await otherGroup.request({ type: 'command', name: 'reportStatus', args: { battery: 60, signal: 3 } })).code).toBe('0');
    expect((await otherGroup.request({ type: 'command', name: 'floorRequest', args: { gid: '112' } })).code).toBe('0');
    expect((await sameGroup.request({ type: 'command', name: 'floorRequest', args: { gid: '111' } })).code).toBe('0');
    await dispatcher.waitFor(floorOf('floor.taken', '112'));
    await dispatcher.waitFor(eventOf('terminal.gps', '10000017'));
    // Events go out in seq order: once the later floor of 111 has arrived, anything earlier for it has too.
    await radio.waitFor(floorOf('floor.taken', '111'));
    const seen = eventsOf(radio);
    expect(seen.filter((event) => event.msId === '10000017' || event.gid === '112')).toEqual([]);
    expect(seen.filter((event) => event.type === 'terminal.gps' || event.type === 'terminal.status' || event.type === 'terminal.online')).toEqual([]);
    // Each event names the one before it on this socket, so the client sees no hole where others' events were.
    expectPrevChain(radio, snapshot.seq as number);
    expect((await sameGroup.request({ type: 'command', name: 'floorRelease', args: { gid: '111' } })).code).toBe('0');
    expect((await otherGroup.request({ type: 'command', name: 'floorRelease', args: { gid: '112' } })).code).toBe('0');
  });

  it('replays after a reconnect only what reaches it, its prev chain starting where it left off', async () => {
    const radio = await connect('10000004'); // 111
    const from = (radio.frames.find((frame) => frame.type === 'snapshot')!.seq as number);
    radio.close();
    await radio.waitClosed();
    const talker = await connect('10000001'); // 111
    const stranger = await connect('10000018'); // 112
    expect((await stranger.request({ type: 'command', name: 'reportStatus', args: { battery: 20, signal: 1 } })).code).toBe('0');
    expect((await talker.request({ type: 'command', name: 'floorRequest', args: { gid: '111' } })).code).toBe('0');
    expect((await talker.request({ type: 'command', name: 'floorRelease', args: { gid: '111' } })).code).toBe('0');
    const back = await connect('10000004', '123456', from);
    const reply = back.frames.find((frame) => frame.type === 'reply' && (frame.data as { mode?: string })?.mode)!;
    expect(reply.data).toMatchObject({ mode: 'replay' });
    const replayed = eventsOf(back);
    expect(replayed.map((event) => event.type)).toEqual(expect.arrayContaining(['terminal.offline', 'floor.taken', 'floor.released']));
    expect(replayed.filter((event) => (event.msId !== undefined && event.msId !== '10000004' && event.type !== 'floor.taken' && event.type !== 'floor.released') || event.gid === '112')).toEqual([]);
    expectPrevChain(back, from);
    expect(back.frames.find((frame) => frame.type === 'event')?.prev).toBe(from);
  });
});

describe('resume', () => {
  it('sends a snapshot when the client holds nothing, then live events', async () => {
    const socket = await connect('20000001', 'Dispatch#2026');
    const snapshot = socket.frames.find((frame) => frame.type === 'snapshot')!;
    expect((snapshot.terminals as unknown[]).length).toBeGreaterThan(200);
    const reply = socket.frames.find((frame) => frame.type === 'reply' && (frame.data as { mode?: string })?.mode)!;
    expect(reply.data).toMatchObject({ mode: 'snapshot' });
    expect(socket.frames.indexOf(snapshot)).toBeLessThan(socket.frames.indexOf(reply));
  });

  it('replays exactly the public events after fromSeq, with live ones appended meanwhile, none twice', async () => {
    await connect('10000047'); // an online terminal for /test/emit
    const from = emulator.platform.state.head;
    await call(`${emulator.url}/test/emit`, 'POST', { count: 3_000 });
    const emitting = call(`${emulator.url}/test/emit`, 'POST', { count: 3_000 });
    const socket = await connect('20000002', 'Dispatch#2026', from);
    await emitting;
    await call(`${emulator.url}/test/emit`, 'POST', { count: 500 });
    const log = (await call(`${emulator.url}/test/events?after=${from}`)).body.data!.list as Array<{ seq: number }>;
    await socket.waitFor((frame) => frame.type === 'event' && frame.seq === log.at(-1)!.seq);
    const received = socket.eventSeqs();
    expect(received).toEqual(log.map((event) => event.seq));
    expectPrevChain(socket, from);
    expect((socket.frames.find((frame) => frame.type === 'reply' && (frame.data as { mode?: string })?.mode)!.data as { mode: string }).mode).toBe('replay');
  }, 30_000);

  it('sends a snapshot when the gap is older than the 50,000 events it replays', async () => {
    await call(`${emulator.url}/test/emit`, 'POST', { count: 50_001 });
    const resumeAt = async (gap: number) => {
      const socket = await open();
      await socket.login(await tokenFor(emulator.url, '20000002', 'Dispatch#2026'));
      const fromSeq = emulator.platform.state.head - gap;
      const started = performance.now();
      const reply = await socket.request({ type: 'resume', fromSeq }, 30_000);
      return { socket, reply, fromSeq, ms: Math.round(performance.now() - started) };
    };
    const oldest = await resumeAt(50_000);
    const log = (await call(`${emulator.url}/test/events?after=${oldest.fromSeq}`)).body.data!.list as Array<{ seq: number }>;
    // What came before the reply is the replay; live events may follow it (the hub's sweeps close
    // earlier tests' idle sockets, and their offline events commit whenever that happens).
    const replayed = oldest.socket.frames.slice(0, oldest.socket.frames.indexOf(oldest.reply)).filter((frame) => frame.type === 'event').map((frame) => frame.seq as number);
    expect(oldest.reply.data).toMatchObject({ mode: 'replay', count: replayed.length });
    expect(replayed.at(-1)).toBeGreaterThanOrEqual(oldest.fromSeq + 50_000); // up to the head it resumed at
    expect(oldest.socket.eventSeqs()).toEqual(log.map((event) => event.seq).slice(0, oldest.socket.eventSeqs().length));
    expect(replayed).toEqual(log.map((event) => event.seq).slice(0, replayed.length));
    console.log(`resume: ${log.length} events replayed in ${oldest.ms} ms`);
    const older = await resumeAt(50_001);
    expect(older.reply.data).toMatchObject({ mode: 'snapshot' });
    expect(older.socket.frames.some((frame) => frame.type === 'snapshot')).toBe(true);
  }, 60_000);

  it('a console that stops reading through a burst bigger than the 16 MiB it was once cut off at gets every event after, none twice, without a reconnect', async () => {
    await connect('10000047'); // an online terminal for /test/emit
    const socket = await connect('20000001', 'Dispatch#2026');
    const from = emulator.platform.state.head;
    socket.ws.pause();
    // 140,000 status frames are about 23 MB: more than the kernel's buffers and the old 16 MiB cap.
    await call(`${emulator.url}/test/emit`, 'POST', { count: 100_000 });
    await call(`${emulator.url}/test/emit`, 'POST', { count: 40_000 });
    socket.ws.resume();
    const log: Array<{ seq: number }> = [];
    for (let page: Array<{ seq: number }> = [{ seq: from }]; page.length > 0; log.push(...page)) {
      page = (await call(`${emulator.url}/test/events?after=${page.at(-1)!.seq}`)).body.data!.list as Array<{ seq: number }>; // 100,000 at most each
    }
    expect(log.length).toBeGreaterThanOrEqual(140_000);
    await socket.waitFor((frame) => frame.type === 'event' && frame.seq === log.at(-1)!.seq, 60_000);
    expect(socket.closeCode).toBeNull();
    const received = socket.eventSeqs().filter((seq) => seq > from);
    expect(received).toEqual(log.map((event) => event.seq));
    expectPrevChain(socket, from);
  }, 120_000);

  it('after a restart, replays a gap from the log', async () => {
    await connect('10000047');
    const from = emulator.platform.state.head;
    await call(`${emulator.url}/test/emit`, 'POST', { count: 2_000 });
    emulator = await emulator.restart();
    const socket = await connect('20000002', 'Dispatch#2026', from);
    const log = (await call(`${emulator.url}/test/events?after=${from}`)).body.data!.list as Array<{ seq: number }>;
    expect(socket.eventSeqs()).toEqual(log.map((event) => event.seq));
    expectPrevChain(socket, from);
    expect(log.length).toBeGreaterThan(2_000); // the emitted ones, the offline at shutdown, the online of this login
  }, 30_000);

  it('drop-sockets closes sockets without a close frame', async () => {
    const socket = await connect('10000048');
    await call(`${emulator.url}/test/drop-sockets`, 'POST', { msId: '10000048' });
    expect(await socket.waitClosed()).toBe(1006);
  });
});
