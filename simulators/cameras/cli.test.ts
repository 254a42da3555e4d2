import { describe, expect, it } from 'vitest';
import { parseCamerasArgs } from './cli.ts';

describe('parseCamerasArgs', () => {
  it('needs --url and --hls; --ready-file is optional', () => {
    expect(parseCamerasArgs(['--url', 'http://emulator-a:8765/', '--hls', '/hls'])).toEqual({ url: 'http://emulator-a:8765', hls: '/hls', readyFile: null, fps: 15 });
    expect(parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--ready-file', 'r']).readyFile).toBe('r');
    expect(() => parseCamerasArgs(['--url', 'http://e:1'])).toThrow(/required/);
    expect(() => parseCamerasArgs(['--url', 'ftp://e', '--hls', 'h'])).toThrow(/--url/);
    expect(() => parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--count', '3'])).toThrow(/count/);
  });

  it('takes the frame rate of the light demo, whole frames from 1 to 30 a second', () => {
    expect(parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--fps', '5']).fps).toBe(5);
    for (const fps of ['0', '31', '2.5', 'fast']) expect(() => parseCamerasArgs(['--url', 'http://e:1', '--hls', 'h', '--fps', fps])).toThrow(/--fps/);
  });
});
