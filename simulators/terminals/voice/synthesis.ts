import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseOggOpus, type OpusHead } from './ogg.ts';
import { PHRASE_ENCODING, phraseKey, type PhraseSpec } from './phrase-spec.ts';

/** A phrase ready to send: Opus packets of 20 ms each. */
export type Phrase = {
  readonly spec: PhraseSpec;
  readonly head: OpusHead;
  readonly packets: readonly Uint8Array[];
  readonly durationMs: number;
};

export const DEFAULT_CACHE_DIR = '.run/voice-cache';
/** Encoders are CPU-heavy and the machine is shared: one at a time per process. */
let queue: Promise<unknown> = Promise.resolve();

export class VoiceToolMissing extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed (or not on PATH); simulated voice needs it: apt-get install ${tool}`);
    this.name = 'VoiceToolMissing';
  }
}

/** Where the encoded phrase is cached; synthesises it first when missing. */
export async function phraseFile(spec: PhraseSpec, cacheDir = DEFAULT_CACHE_DIR): Promise<{ file: string; cached: boolean }> {
  const file = path.join(cacheDir, `${phraseKey(spec)}.ogg`);
  if (await exists(file)) return { file, cached: true };
  const run = queue.then(() => synthesise(spec, file));
  queue = run.catch(() => undefined);
  await run;
  return { file, cached: false };
}

/** The phrase's Opus packets, from the cache or freshly synthesised. */
export async function loadPhrase(spec: PhraseSpec, cacheDir = DEFAULT_CACHE_DIR): Promise<Phrase> {
  const { file } = await phraseFile(spec, cacheDir);
  const parsed = parseOggOpus(new Uint8Array(await readFile(file)));
  if (!parsed.ok) {
    await rm(file, { force: true }); // a bad cache entry is made again next time
    throw new Error(`${file}: ${parsed.error.kind}: ${parsed.error.detail}`);
  }
  const { head, packets } = parsed.value;
  return { spec, head, packets, durationMs: packets.length * PHRASE_ENCODING.frameMs };
}

async function synthesise(spec: PhraseSpec, file: string): Promise<void> {
  if (await exists(file)) return; // made while this one waited in the queue
  await mkdir(path.dirname(file), { recursive: true });
  // Unique temporary names and a final rename: several fleet processes may share one cache.
  const temp = `${file}.${process.pid}.${Date.now()}`;
  try {
    if (spec.kind === 'speech') {
      await run('espeak-ng', ['-v', spec.voice, '-s', String(spec.wordsPerMinute), '-w', `${temp}.wav`, spec.text]);
      await encode(['-i', `${temp}.wav`], `${temp}.ogg`);
    } else {
      const amplitude = 10 ** (spec.dbfs / 20);
      const source = `aevalsrc=${amplitude.toFixed(4)}*sin(2*PI*${spec.hz}*t):s=${PHRASE_ENCODING.sampleRate}:d=${spec.ms / 1000}`;
      await encode(['-f', 'lavfi', '-i', source], `${temp}.ogg`);
    }
    await rename(`${temp}.ogg`, file);
  } finally {
    await rm(`${temp}.wav`, { force: true });
    await rm(`${temp}.ogg`, { force: true });
  }
}

function encode(input: string[], output: string): Promise<void> {
  const { sampleRate, channels, frameMs, bitrate, application } = PHRASE_ENCODING;
  return run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...input,
    '-ac', String(channels), '-ar', String(sampleRate),
    '-c:a', 'libopus', '-b:a', bitrate, '-application', application, '-frame_duration', String(frameMs),
    '-f', 'ogg', output,
  ]);
}

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { timeout: 30_000 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new VoiceToolMissing(tool));
      reject(new Error(`${tool} failed: ${String(stderr).trim() || error.message}`));
    });
  });
}

const exists = (file: string) => stat(file).then(() => true, () => false);
