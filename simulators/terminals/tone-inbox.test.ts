import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ToneFrame } from '../../protocol/index.ts';
import { wavBeep } from '../platform/testing/tone-files.ts';
import { fetchWithToken, ToneInbox } from './tone-inbox.ts';

const frame = (name: string, fileUrl: string): ToneFrame => ({
  type: 'tone',
  toneId: name,
  name,
  fileUrl,
  iconUrl: '',
  from: '20000001',
  fromName: 'Dispatcher One',
  gid: null,
  sentAt: 1,
});

describe('a radio receiving alarm tones', () => {
  it('downloads each tone and records whether it is playable audio', async () => {
    const files: Record<string, Uint8Array> = { '/a.wav': wavBeep(50), '/b.txt': new TextEncoder().encode('hello') };
    const inbox = new ToneInbox(async (url) => {
      const file = files[url];
      if (!file) throw new Error('404');
      return file;
    });
    const tones$ = new Subject<ToneFrame>();
    inbox.follow(tones$);
    tones$.next(frame('Beep', '/a.wav'));
    tones$.next(frame('Text', '/b.txt'));
    tones$.next(frame('Gone', '/missing.wav'));
    expect(await inbox.waitFor((tone) => tone.name === 'Beep')).toMatchObject({ audio: 'audio/wav', bytes: files['/a.wav']!.length });
    expect(await inbox.waitFor((tone) => tone.name === 'Text')).toMatchObject({ audio: null, bytes: 5 });
    expect(await inbox.waitFor((tone) => tone.name === 'Gone')).toMatchObject({ audio: null, bytes: 0 });
    await expect(inbox.waitFor((tone) => tone.name === 'Never', 20)).rejects.toThrow(/no matching tone/);
  });

  it('fetches only from its own platform', async () => {
    await expect(fetchWithToken('http://127.0.0.1:9', 't')('http://203.0.113.5/x.wav')).rejects.toThrow(/another host/);
  });
});
