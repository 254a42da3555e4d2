import { describe, expect, it } from 'vitest';
import { parseFleetArgs } from './cli.ts';

describe('parseFleetArgs voice options', () => {
  const env = { POC_JANUS_WS: 'ws://10.231.7.2:8188', POC_MEDIA_HOST: '10.231.7.2', POC_HOST_SIDE_IP: '10.231.7.1', POC_ROOM_PIN_KEY: 'pin-key' };

  it('gives 30 terminals a voice that talks every 90 s by default, on the namespace addresses', () => {
    expect(parseFleetArgs([], env).voice).toEqual({
      count: 30,
      setup: { network: { janusWs: 'ws://10.231.7.2:8188', mediaHost: '10.231.7.2', hostSideIp: '10.231.7.1', roomPinKey: 'pin-key' }, cacheDir: '.run/voice-cache', talkEveryS: 90, meter: false },
    });
  });

  it('takes --voice, --talk-every and --janus, loopback when no namespace is named', () => {
    const cli = parseFleetArgs(['--voice', '4', '--talk-every', '0', '--janus', 'ws://127.0.0.1:18188'], {});
    expect(cli.voice).toEqual({
      count: 4,
      setup: { network: { janusWs: 'ws://127.0.0.1:18188', mediaHost: '127.0.0.1', hostSideIp: '127.0.0.1', roomPinKey: null }, cacheDir: '.run/voice-cache', talkEveryS: null, meter: false },
    });
  });

  it('has no voice without a Janus or with --voice 0', () => {
    expect(parseFleetArgs([], {}).voice).toBeNull();
    expect(parseFleetArgs(['--voice', '0'], env).voice).toBeNull();
    expect(() => parseFleetArgs(['--janus', 'http://x'], env)).toThrow(/--janus/);
  });

  it('takes --sos-every in seconds, 0 for never', () => {
    expect(parseFleetArgs([], {}).sosEveryS).toBeNull();
    expect(parseFleetArgs(['--sos-every', '600'], {}).sosEveryS).toBe(600);
    expect(() => parseFleetArgs(['--sos-every', '-1'], {})).toThrow(/--sos-every/);
  });

  it('takes --reply-messages off, text or photo', () => {
    expect(parseFleetArgs([], {}).replyMessages).toBe('off');
    expect(parseFleetArgs(['--reply-messages', 'photo'], {}).replyMessages).toBe('photo');
    expect(() => parseFleetArgs(['--reply-messages', 'yes'], {})).toThrow(/--reply-messages/);
  });

  it('takes --answer-jobs off, accept, reject or complete', () => {
    expect(parseFleetArgs([], {}).answerJobs).toBe('off');
    expect(parseFleetArgs(['--answer-jobs', 'complete'], {}).answerJobs).toBe('complete');
    expect(() => parseFleetArgs(['--answer-jobs', 'maybe'], {})).toThrow(/--answer-jobs/);
  });

  it('takes repeatable --indoor MSID@AREA:X,Y[:DB] placements', () => {
    expect(parseFleetArgs([], {}).indoor).toEqual([]);
    expect(parseFleetArgs(['--indoor', '10000001@2:3.5,-4', '--indoor', '10000002@2:1,1:1.5'], {}).indoor).toEqual([
      { msId: '10000001', areaId: '2', at: { x: 3.5, y: -4 }, noiseDb: 0 },
      { msId: '10000002', areaId: '2', at: { x: 1, y: 1 }, noiseDb: 1.5 },
    ]);
    expect(() => parseFleetArgs(['--indoor', '1@2:3,4'], {})).toThrow(/--indoor/);
  });

  it('walks patrol routes only with --patrol-every, skipping points with --patrol-miss', () => {
    expect(parseFleetArgs([], {}).patrol).toBeNull();
    expect(parseFleetArgs(['--patrol-every', '30', '--patrol-miss', '0.25'], {}).patrol).toEqual({ everyS: 30, miss: 0.25 });
    expect(() => parseFleetArgs(['--patrol-miss', '2'], {})).toThrow(/--patrol-miss/);
  });

  it('takes --shard I/N so N scaled fleets share the roster, and --ready-file', () => {
    expect(parseFleetArgs([], {}).shard).toEqual({ index: 1, of: 1 });
    expect(parseFleetArgs(['--shard', '2/3'], {}).shard).toEqual({ index: 2, of: 3 });
    expect(() => parseFleetArgs(['--shard', '4/3'], {})).toThrow(/--shard/);
    expect(() => parseFleetArgs(['--shard', '0/3'], {})).toThrow(/--shard/);
    expect(() => parseFleetArgs(['--shard', 'two'], {})).toThrow(/--shard/);
    expect(parseFleetArgs([], {}).readyFile).toBeNull();
    expect(parseFleetArgs(['--ready-file', '/tmp/ready'], {}).readyFile).toBe('/tmp/ready');
  });
});
