import { describe, expect, it } from 'vitest';
import { recordedTransmissionOf, type RecordedTransmission } from '../../../../protocol/index.ts';
import { fetchRecording, fetchRecordingOnce, loadRecentTransmissions, mergeTransmissions, RECALL_KEPT, RECALL_SHOWN, sourceKey, talkSeconds } from './model.ts';

const entry = (startedAt: number, msId = '10000005'): RecordedTransmission =>
  recordedTransmissionOf({ gid: '100', msId, name: 'NPA-05 Perez', startedAt, talkMs: 1_500, file: `100-${startedAt}-${msId}.wav`, bytes: 1000 });

describe('instant recall model', () => {
  it('merges the route and live events once per file, newest first, capped', () => {
    const fromRoute = [entry(30), entry(20)];
    const merged = mergeTransmissions(fromRoute, [entry(40), entry(30)]);
    expect(merged.map((e) => e.startedAt)).toEqual([40, 30, 20]);
    expect(mergeTransmissions(merged, [entry(20)])).toBe(merged);
    const many = Array.from({ length: RECALL_KEPT + 5 }, (_, index) => entry(index));
    const capped = mergeTransmissions([], many);
    expect(capped).toHaveLength(RECALL_KEPT);
    expect(capped[0]!.startedAt).toBe(RECALL_KEPT + 4);
  });

  it('asks the route for the shown count and validates what comes back', async () => {
    const asked: unknown[] = [];
    const ds = { get: async (path: string, params?: Record<string, string>) => (asked.push([path, params]), { desc: null, list: [entry(5)] }) };
    expect(await loadRecentTransmissions(ds, '100')).toEqual([entry(5)]);
    expect(asked).toEqual([['/ds/data/voice', { gid: '100', limit: String(RECALL_SHOWN) }]]);
    await loadRecentTransmissions(ds, { kind: 'terminal', msId: '10000005' }, 3);
    expect(asked[1]).toEqual(['/ds/data/voice', { msId: '10000005', limit: '3' }]);
    expect([sourceKey({ kind: 'group', gid: '100' }), sourceKey({ kind: 'terminal', msId: '100' })]).toEqual(['100', 'ms:100']);
    const bad = { get: async () => ({ desc: null, list: [{ ...entry(5), file: '../../etc/passwd' }] }) };
    await expect(loadRecentTransmissions(bad, '100')).rejects.toThrow();
  });

  it('accepts only a WAV answer for a recording', async () => {
    const answer = (status: number, type: string) => async () => new Response(new Uint8Array([1, 2]), { status, headers: { 'content-type': type } });
    expect((await fetchRecording('/x', answer(200, 'audio/wav'))).byteLength).toBe(2);
    await expect(fetchRecording('/x', answer(200, 'text/html'))).rejects.toThrow();
    await expect(fetchRecording('/x', answer(403, 'audio/wav'))).rejects.toThrow();
  });

  it('after a refused fetch, goes through the /ds client (its 105 re-login) and tries once more', async () => {
    let sessions = 0;
    const ds = { get: async () => ((sessions += 1), { desc: null, list: [] }) };
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      return sessions > 0
        ? new Response(new Uint8Array([1]), { status: 200, headers: { 'content-type': 'audio/wav' } })
        : new Response('{"code":"105"}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    expect((await fetchRecordingOnce(ds, '100', '/x', fetcher)).byteLength).toBe(1);
    expect([calls, sessions]).toEqual([2, 1]);
    const never = async () => new Response('no', { status: 403, headers: { 'content-type': 'application/json' } });
    await expect(fetchRecordingOnce(ds, '100', '/x', never)).rejects.toThrow();
  });

  it('shows at least one second', () => {
    expect(talkSeconds(200)).toBe(1);
    expect(talkSeconds(1_600)).toBe(2);
  });
});
