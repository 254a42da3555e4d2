import { describe, expect, it } from 'vitest';
import { TONE_LOG_CATEGORY, type Tone } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';
import { wavBeep } from '../testing/tone-files.ts';

const sockets = useEmulatorSockets();

async function addTone(name: string): Promise<Tone> {
  const url = sockets.emulator.url;
  const token = await tokenFor(url, '20000001', 'Dispatch#2026');
  const uploaded = await fetch(`${url}/filews/upload/tone?token=${token}`, { method: 'POST', body: wavBeep() }).then((r) => r.json());
  const added = await call(`${url}/ds/tone/add?token=${token}`, 'POST', { name, fileUrl: uploaded.data.desc.fileUrl });
  return added.body.data!.desc as Tone;
}

describe('sending an alarm tone', () => {
  it('reaches a terminal, or the online members of a group, and is logged as an alarm tone', async () => {
    const tone = await addTone('Evacuate');
    const state = sockets.emulator.platform.state;
    const gid = state.terminals.get('10000001')!.grp[0]!;
    const mates = [...state.terminals.values()].filter((terminal) => terminal.grp.includes(gid) && terminal.msId !== '10000001');
    const radio = await sockets.connect('10000001');
    const mate = await sockets.connect(mates[0]!.msId);
    const dispatcher = await sockets.connect('20000001', 'Dispatch#2026');
    const head = state.head;

    const direct = await dispatcher.request({ type: 'command', name: 'sendTone', args: { toneId: tone.id, msId: '10000001' } });
    expect(direct).toMatchObject({ code: '0', data: { delivered: ['10000001'] } });
    expect(await radio.waitFor((frame) => frame.type === 'tone')).toMatchObject({
      toneId: tone.id,
      name: 'Evacuate',
      fileUrl: tone.fileUrl,
      from: '20000001',
      fromName: 'Dispatcher One',
      gid: null,
    });

    const group = await dispatcher.request({ type: 'command', name: 'sendTone', args: { toneId: tone.id, gid } });
    expect(group.code).toBe('0');
    expect(new Set((group.data as { delivered: string[] }).delivered)).toEqual(new Set(['10000001', mates[0]!.msId]));
    expect(await mate.waitFor((frame) => frame.type === 'tone' && frame.gid === gid)).toMatchObject({ toneId: tone.id });

    const logged = await sockets.emulator.platform.readPublicAfter(head, 10, ['tone.sent']);
    expect(logged.map((row) => row.payload)).toEqual([
      { type: 'tone.sent', toneId: tone.id, name: 'Evacuate', msId: '20000001', target: { msId: '10000001' }, delivered: ['10000001'] },
      expect.objectContaining({ type: 'tone.sent', target: { gid } }),
    ]);
    expect(TONE_LOG_CATEGORY).toBe('alarm tone');
  }, 60_000);

  it('refuses an unknown tone or target, an offline one, oneself, two targets, and a radio as sender', async () => {
    const tone = await addTone('Refusals');
    const dispatcher = await sockets.connect('20000002', 'Dispatch#2026');
    const send = (args: Record<string, unknown>) => dispatcher.request({ type: 'command', name: 'sendTone', args });
    expect((await send({ toneId: 'nope', msId: '10000001' })).code).toBe('404');
    expect((await send({ toneId: tone.id, msId: '19999999' })).code).toBe('404');
    expect((await send({ toneId: tone.id, gid: '999' })).code).toBe('404');
    expect((await send({ toneId: tone.id, msId: '10000150' })).code).toBe('101'); // nobody logged it in
    expect((await send({ toneId: tone.id, msId: '20000002' })).code).toBe('400');
    expect((await send({ toneId: tone.id, msId: '10000001', gid: '111' })).code).toBe('400');
    expect((await send({ toneId: tone.id })).code).toBe('400');
    const radio = await sockets.connect('10000003');
    expect((await radio.request({ type: 'command', name: 'sendTone', args: { toneId: tone.id, msId: '10000001' } })).code).toBe('403');
  }, 60_000);
});
