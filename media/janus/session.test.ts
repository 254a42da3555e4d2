import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeJanusSocket } from '../testing/fake-janus-socket.ts';
import { ClientErrorCode, JanusError, JanusSession, KEEPALIVE_MS, type HandleEvent } from './index.ts';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Opens a session against the fake socket, playing Janus's side of create. */
async function connect(): Promise<{ session: JanusSession; socket: FakeJanusSocket }> {
  const pending = JanusSession.connect('ws://janus.test/', { WebSocket: FakeJanusSocket });
  const socket = FakeJanusSocket.last as FakeJanusSocket;
  socket.open();
  await flush();
  const create = socket.lastSent();
  expect(create.janus).toBe('create');
  socket.receive({ janus: 'success', transaction: create.transaction, data: { id: 7 } });
  return { session: await pending, socket };
}

async function attach(session: JanusSession, socket: FakeJanusSocket) {
  const pending = session.attach('janus.plugin.audiobridge');
  await flush();
  const frame = socket.lastSent();
  expect(frame).toMatchObject({ janus: 'attach', session_id: 7, plugin: 'janus.plugin.audiobridge' });
  socket.receive({ janus: 'success', session_id: 7, transaction: frame.transaction, data: { id: 99 } });
  return pending;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('JanusSession', () => {
  it('opens with the janus-protocol subprotocol and creates a session', async () => {
    const { session, socket } = await connect();
    expect(socket.protocols).toBe('janus-protocol');
    expect(session.id).toBe(7);
    session.close();
  });

  it('sends a keepalive every 25 s', async () => {
    const { session, socket } = await connect();
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(socket.lastSent()).toMatchObject({ janus: 'keepalive', session_id: 7 });
    socket.receive({ janus: 'ack', session_id: 7, transaction: socket.lastSent().transaction });
    session.close();
    const count = socket.sent.length;
    vi.advanceTimersByTime(KEEPALIVE_MS * 2);
    expect(socket.sent.length).toBe(count);
  });

  it('gives each transaction its own id', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    void handle.request({ request: 'list' }).catch(() => undefined);
    void handle.request({ request: 'list' }).catch(() => undefined);
    const ids = socket.sent.map((frame) => frame.transaction);
    expect(new Set(ids).size).toBe(ids.length);
    session.close();
  });

  it('resolves a synchronous plugin request with the plugin payload', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const created = handle.request({ request: 'create', room: 1001 });
    const frame = socket.lastSent();
    expect(frame).toMatchObject({ janus: 'message', session_id: 7, handle_id: 99, body: { request: 'create', room: 1001 } });
    socket.receive({
      janus: 'success',
      session_id: 7,
      sender: 99,
      transaction: frame.transaction,
      plugindata: { plugin: 'janus.plugin.audiobridge', data: { audiobridge: 'created', room: 1001, permanent: false } },
    });
    await expect(created).resolves.toEqual({ audiobridge: 'created', room: 1001, permanent: false });
    session.close();
  });

  it('turns a plugin error_code into a JanusError with code and reason', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const created = handle.request({ request: 'create', room: 1001 });
    socket.receive({
      janus: 'success',
      sender: 99,
      transaction: socket.lastSent().transaction,
      plugindata: { plugin: 'janus.plugin.audiobridge', data: { audiobridge: 'event', error_code: 486, error: 'Room 1001 already exists' } },
    });
    await expect(created).rejects.toMatchObject({ code: 486, reason: 'Room 1001 already exists', source: 'plugin' });
    session.close();
  });

  it('turns a Janus error reply into a JanusError', async () => {
    const { session, socket } = await connect();
    const attaching = session.attach('janus.plugin.nothing');
    await flush();
    socket.receive({ janus: 'error', transaction: socket.lastSent().transaction, error: { code: 460, reason: 'No such plugin' } });
    const error = await attaching.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JanusError);
    expect(error).toMatchObject({ code: 460, reason: 'No such plugin', source: 'janus' });
    session.close();
  });

  it('resolves an async message on the event after the ack, with its jsep', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const joined = handle.message({ request: 'join', room: 1001 }, { type: 'offer', sdp: 'v=0' });
    const frame = socket.lastSent();
    expect(frame.jsep).toEqual({ type: 'offer', sdp: 'v=0' });
    socket.receive({ janus: 'ack', session_id: 7, transaction: frame.transaction });
    let settled = false;
    void joined.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    socket.receive({
      janus: 'event',
      sender: 99,
      transaction: frame.transaction,
      plugindata: { plugin: 'janus.plugin.audiobridge', data: { audiobridge: 'joined', room: 1001, id: 5 } },
      jsep: { type: 'answer', sdp: 'v=0 answer' },
    });
    await expect(joined).resolves.toEqual({
      data: { audiobridge: 'joined', room: 1001, id: 5 },
      jsep: { type: 'answer', sdp: 'v=0 answer' },
    });
    session.close();
  });

  it('streams pushed events to the handle they concern', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const events: HandleEvent[] = [];
    handle.onEvent((event) => events.push(event));
    socket.receive({ janus: 'webrtcup', session_id: 7, sender: 99 });
    socket.receive({ janus: 'media', session_id: 7, sender: 99, type: 'audio', receiving: true });
    socket.receive({ janus: 'event', sender: 99, plugindata: { plugin: 'janus.plugin.audiobridge', data: { audiobridge: 'talking', id: 5 } } });
    socket.receive({ janus: 'webrtcup', session_id: 7, sender: 12345 });
    socket.receive({ janus: 'hangup', session_id: 7, sender: 99, reason: 'DTLS alert' });
    expect(events).toEqual([
      { type: 'webrtcup' },
      { type: 'media', mediaType: 'audio', receiving: true },
      { type: 'plugin', data: { audiobridge: 'talking', id: 5 } },
      { type: 'hangup', reason: 'DTLS alert' },
    ]);
    session.close();
  });

  it('fails pending requests and reports the close when the socket drops', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const closed = vi.fn();
    session.onClose(closed);
    const listing = handle.request({ request: 'list' });
    socket.drop();
    await expect(listing).rejects.toMatchObject({ code: ClientErrorCode.Closed, source: 'client' });
    expect(closed).toHaveBeenCalledTimes(1);
    expect(session.closed).toBe(true);
    await expect(handle.request({ request: 'list' })).rejects.toBeInstanceOf(JanusError);
    session.close();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('times out a transaction Janus never answers', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const listing = handle.request({ request: 'list' });
    vi.advanceTimersByTime(10_001);
    await expect(listing).rejects.toMatchObject({ code: ClientErrorCode.Timeout });
    session.close();
    expect(socket.readyState).toBe(3);
  });

  it('rejects connect when the socket cannot open', async () => {
    const pending = JanusSession.connect('ws://janus.test/', { WebSocket: FakeJanusSocket });
    (FakeJanusSocket.last as FakeJanusSocket).close();
    await expect(pending).rejects.toMatchObject({ code: ClientErrorCode.NotConnected });
  });

  it('detaches a handle and destroys the session, then closes the socket', async () => {
    const { session, socket } = await connect();
    const handle = await attach(session, socket);
    const detaching = session.detach(handle);
    await flush();
    expect(socket.lastSent()).toMatchObject({ janus: 'detach', session_id: 7, handle_id: 99 });
    socket.receive({ janus: 'success', session_id: 7, transaction: socket.lastSent().transaction });
    await detaching;
    const destroying = session.destroy();
    await flush();
    expect(socket.lastSent()).toMatchObject({ janus: 'destroy', session_id: 7 });
    socket.receive({ janus: 'success', session_id: 7, transaction: socket.lastSent().transaction });
    await destroying;
    expect(socket.readyState).toBe(3);
  });

  it('ends the session when Janus says it timed out', async () => {
    const { session, socket } = await connect();
    const closed = vi.fn();
    session.onClose(closed);
    socket.receive({ janus: 'timeout', session_id: 7 });
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
