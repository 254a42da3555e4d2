import { describe, expect, it } from 'vitest';
import { parseCamerasArgs } from './cli.ts';

describe('parseCamerasArgs', () => {
  it('needs --url and --hls; --ready-file is optional', () => {
    expect(parseCamerasArgs(['--url', 'http://emulator-a:8765/', '--hls', '/hls'])).toEqual({ url: 'http://emulator-a:8765', hls: '/hls', readyFile: null });
    expect(parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--ready-file', 'r']).readyFile).toBe('r');
    expect(() => parseCamerasArgs(['--url', 'http://e:1'])).toThrow(/required/);
    expect(() => parseCamerasArgs(['--url', 'ftp://e', '--hls', 'h'])).toThrow(/--url/);
    expect(() => parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--count', '3'])).toThrow(/count/);
  });
});
