import { describe, expect, it } from 'vitest';
import { DsError, MediaLimits, MediaPaths, type MediaItem } from '../../../../protocol/index.ts';
import { checkMediaDraft, mediaRefusalOf, nameFromFile, uploadMedia } from './model.ts';

const item = (name: string): MediaItem => ({ id: '0123456789abcdef', name, kind: 'audio', mime: 'audio/wav', size: 10, length: 1_000, createTime: 0, createBy: '20000001', source: 'upload', gid: null });
const wavHead = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE'), 0, 0, 0, 0]);

describe('media library form', () => {
  it('checks the name and the file as the platform does', async () => {
    expect(await checkMediaDraft({ name: '', file: null }, [])).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'file', problem: 'fileRequired' },
    ]);
    expect(await checkMediaDraft({ name: 'Drill', file: new Blob([wavHead]) }, [item('drill')])).toEqual([{ field: 'name', problem: 'exists' }]);
    expect(await checkMediaDraft({ name: 'Drill', file: new Blob(['<html>not media</html>']) }, [])).toEqual([{ field: 'file', problem: 'fileType' }]);
    const big = new Blob([wavHead, new Uint8Array(MediaLimits.maxFileBytes)]);
    expect(await checkMediaDraft({ name: 'Big', file: big }, [])).toEqual([{ field: 'file', problem: 'overSize' }]);
  });

  it('takes a default name from the file name', () => {
    expect(nameFromFile('Evacuation drill.wav')).toBe('Evacuation drill');
    expect(nameFromFile('a<b>c.mp4')).toBe('a b c');
    expect(nameFromFile(`${'x'.repeat(80)}.mp3`)).toHaveLength(MediaLimits.maxNameLength);
  });

  it('maps the platform refusals to the field they are about', () => {
    expect(mediaRefusalOf(new DsError('409', 'name:exists'))).toEqual({ field: 'name', problem: 'exists' });
    expect(mediaRefusalOf(new DsError('413', 'file:overSize'))).toEqual({ field: 'file', problem: 'overSize' });
    expect(mediaRefusalOf(new DsError('415', 'file:fileType'))).toEqual({ field: 'file', problem: 'fileType' });
    expect(mediaRefusalOf(new DsError('403', 'file: only dispatchers upload'))).toEqual({ field: 'form', problem: 'forbidden' });
    expect(mediaRefusalOf(new Error('boom'))).toEqual({ field: 'form', problem: 'failed', code: '500' });
  });

  it('uploads raw bytes with the name in the query and reads the envelope', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const answer = (body: unknown) =>
      (async (url: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(url), init });
        return new Response(JSON.stringify(body));
      }) as typeof fetch;
    const stored = await uploadMedia(answer({ code: '0', data: { desc: item('Drill (1)'), list: [] } }), ' Drill (1) ', new Blob([wavHead]));
    expect(stored.name).toBe('Drill (1)');
    expect(calls[0]!.url).toBe(`${MediaPaths.upload}?name=Drill+%281%29`);
    expect(calls[0]!.init?.body).toBeInstanceOf(Blob);
    await expect(uploadMedia(answer({ code: '409', desc: 'name:exists' }), 'x', new Blob([wavHead]))).rejects.toMatchObject({ code: '409', desc: 'name:exists' });
  });
});
