import { describe, expect, it } from 'vitest';
import { DsError, SocketCommandError, ToneLimits, type DsData, type Tone } from '../../../../protocol/index.ts';
import { addTone, checkToneDraft, moveTone, toneRefusalOf, type ToneDs } from './model.ts';

const wav = () => new Blob([new Uint8Array([...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WAVE'].map((c) => c.charCodeAt(0))))]);
const tone = (id: string, name: string, sort: number): Tone => ({ id, name, fileUrl: `/filews/files/tones/${id}.wav`, iconUrl: '', sort, createBy: '20000001' });

/** A platform that keeps the tones and records the calls, like the emulator. */
function fakeDs(start: Tone[]): ToneDs & { calls: string[] } {
  let tones = start;
  const calls: string[] = [];
  const answer = (desc: unknown, list: unknown[] = []): DsData => ({ desc, list });
  return {
    calls,
    async get(path, params) {
      calls.push(`GET ${path} ${params?.createBy}`);
      return answer(null, [...tones].sort((a, b) => a.sort - b.sort));
    },
    async post(path, body) {
      calls.push(`POST ${path} ${JSON.stringify(body)}`);
      const { name, fileUrl } = body as { name: string; fileUrl: string };
      tones = [...tones, { ...tone(`t${tones.length}`, name, tones.length), fileUrl }];
      return answer(null);
    },
    async put(path, body) {
      calls.push(`PUT ${path} ${JSON.stringify(body)}`);
      const { id, sort } = body as { id: string; sort: number };
      tones = tones.map((item) => (item.id === id ? { ...item, sort } : item));
      return answer(null);
    },
  };
}

describe('alarm tone form', () => {
  it('checks the draft with the platform rules before anything is sent', async () => {
    expect(await checkToneDraft({ name: '', file: null, icon: null }, [])).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'file', problem: 'fileRequired' },
    ]);
    expect(await checkToneDraft({ name: 'Fire', file: new Blob(['<html>']), icon: wav() }, [tone('a', 'fire', 0)])).toEqual([
      { field: 'name', problem: 'exists' },
      { field: 'file', problem: 'fileType' },
      { field: 'icon', problem: 'fileType' },
    ]);
    const big = new Blob([wav(), new Uint8Array(ToneLimits.maxFileBytes)]);
    expect(await checkToneDraft({ name: 'Big', file: big, icon: null }, [])).toEqual([{ field: 'file', problem: 'fileTooBig' }]);
    const full = Array.from({ length: ToneLimits.maxPerCreator }, (_, i) => tone(`t${i}`, `T${i}`, i));
    expect(await checkToneDraft({ name: 'New', file: wav(), icon: null }, full)).toEqual([{ field: 'form', problem: 'tooMany' }]);
    expect(await checkToneDraft({ name: 'New', file: wav(), icon: null }, [])).toEqual([]);
  });

  it('uploads, adds, and reloads the list', async () => {
    const ds = fakeDs([]);
    const uploaded: string[] = [];
    const list = await addTone(ds, async (path) => (uploaded.push(path), { fileUrl: '/filews/files/tones/x.wav', bytes: 12, type: 'audio/wav' }), '20000001', { name: ' Siren ', file: wav(), icon: null });
    expect(uploaded).toEqual(['/filews/upload/tone']);
    expect(list.map((item) => item.name)).toEqual(['Siren']);
    expect(ds.calls).toEqual(['POST /ds/tone/add {"name":"Siren","fileUrl":"/filews/files/tones/x.wav","iconUrl":""}', 'GET /ds/tone/list 20000001']);
  });

  it('moves a tone by renumbering only the places that change', async () => {
    const ds = fakeDs([tone('a', 'A', 0), tone('b', 'B', 1), tone('c', 'C', 2)]);
    const list = await moveTone(ds, '20000001', [tone('a', 'A', 0), tone('b', 'B', 1), tone('c', 'C', 2)], 'c', -1);
    expect(list.map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(ds.calls.filter((call) => call.startsWith('PUT'))).toHaveLength(2);
  });

  it('puts each refusal of the platform in the field it is about', () => {
    expect(toneRefusalOf(new DsError('409', 'name:exists'))).toEqual({ field: 'name', problem: 'exists' });
    expect(toneRefusalOf(new DsError('413', 'file:fileTooBig'))).toEqual({ field: 'file', problem: 'fileTooBig' });
    expect(toneRefusalOf(new DsError('400', 'tones:tooMany'))).toEqual({ field: 'form', problem: 'tooMany' });
    expect(toneRefusalOf(new SocketCommandError('101', 'msId: offline'))).toEqual({ field: 'form', problem: 'targetOffline' });
    expect(toneRefusalOf(new SocketCommandError('no socket'))).toEqual({ field: 'form', problem: 'offline' });
    expect(toneRefusalOf(new DsError('500'))).toEqual({ field: 'form', problem: 'failed', code: '500' });
  });
});
