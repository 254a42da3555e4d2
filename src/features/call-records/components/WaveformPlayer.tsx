import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { CallRecord } from '../../../../protocol/index.ts';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { Button, useAsyncEffect, useT, useToast } from '../../../ui/index.ts';
import { fetchRecordingOnce, useRecallDs, useRecordingState } from '../../instant-recall/index.ts';
import { computePeaks, drawWaveform, type Peaks } from '../model/waveform.ts';

type WaveformPlayerProps = { readonly record: CallRecord; readonly player: RecordingPlayer };

const HEIGHT = 72;
/** Peaks only need the shape: decoding at a low rate is quicker and the columns look the same. */
const PEAKS_SAMPLE_RATE = 8_000;

async function decodeForPeaks(bytes: ArrayBuffer): Promise<Float32Array[]> {
  const context = new OfflineAudioContext(1, 1, PEAKS_SAMPLE_RATE);
  const buffer = await context.decodeAudioData(bytes);
  return Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
}

/**
 * One recorded call: its waveform on a canvas (peaks per pixel column of the decoded audio), a
 * playhead that follows the console's recording player, a click that seeks. Playback goes through
 * the rooms' mixer, so the audio play priority applies as it does to instant recall.
 */
export function WaveformPlayer({ record, player }: WaveformPlayerProps) {
  const t = useT();
  const toast = useToast();
  const ds = useRecallDs();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [samples, setSamples] = useState<Float32Array[] | null>(null);
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null);
  const state = useRecordingState(player);
  const file = record.recording?.file ?? '';
  const mine = state.kind !== 'idle' && state.id === file;
  const playing = mine && state.kind === 'playing';

  // Fetch once per record; decoding detaches its buffer, so the player and the peaks get copies.
  useAsyncEffect(
    (isCurrent) => {
      if (!record.recording) return;
      setSamples(null);
      setBytes(null);
      return fetchRecordingOnce(ds, record.callee, record.recording.url).then(async (data) => {
        if (!isCurrent()) return;
        setBytes(data);
        await player.play(file, data.slice(0));
        const channels = await decodeForPeaks(data.slice(0));
        if (isCurrent()) setSamples(channels);
      });
    },
    null,
    () => toast({ tone: 'error', text: t('callRecords.playFailed') }),
    [ds, record, file, player, toast, t],
  );

  // Draw now, and on every animation frame while playing: the playhead follows the player's clock.
  useEffect(() => {
    const element = canvas.current;
    if (!element || !samples) return;
    const width = Math.max(1, Math.round(element.clientWidth));
    element.width = width;
    element.height = HEIGHT;
    const peaks: Peaks = computePeaks(samples, width);
    const context = element.getContext('2d');
    if (!context) return;
    const style = getComputedStyle(element);
    const colours = { played: style.color || '#2f6fde', rest: style.getPropertyValue('--waveform-rest').trim() || 'rgb(128 128 128 / 70%)', playhead: style.getPropertyValue('--waveform-head').trim() || '#d33' };
    let frame = 0;
    const paint = () => {
      const progress = playing ? player.progress() : 0;
      drawWaveform(context, peaks, width, HEIGHT, progress, colours);
      element.dataset.progress = progress.toFixed(3);
      // What the audio play priority decided this frame (tests and diagnostics read it).
      element.dataset.silenced = String(playing && player.isSilenced());
      element.dataset.drawn = 'true';
      if (playing) frame = requestAnimationFrame(paint);
    };
    paint();
    return () => cancelAnimationFrame(frame);
  }, [samples, playing, player]);

  const play = () => {
    if (bytes) player.play(file, bytes.slice(0)).catch(() => toast({ tone: 'error', text: t('callRecords.playFailed') }));
  };
  const seek = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const fraction = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0;
    if (playing) player.seek(fraction);
    else if (bytes) player.play(file, bytes.slice(0)).then(() => player.seek(fraction), () => undefined);
  };

  return (
    <div className="call-player" data-testid="call-player" data-file={file} data-state={mine ? state.kind : 'idle'}>
      <p className="call-player__who">
        {record.callerName} → {record.calleeName}
      </p>
      <canvas ref={canvas} className="call-player__waveform" height={HEIGHT} aria-label={t('callRecords.waveform')} onClick={seek} data-testid="call-waveform" />
      {playing ? (
        <Button variant="ghost" onPress={() => player.stop()} data-testid="call-player-stop">
          {t('callRecords.stop')}
        </Button>
      ) : (
        <Button variant="ghost" onPress={play} isDisabled={!bytes} data-testid="call-player-play">
          {t('callRecords.playShort')}
        </Button>
      )}
    </div>
  );
}
