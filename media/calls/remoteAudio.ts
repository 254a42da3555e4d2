/**
 * The other party's voice: played through an audio element at the call volume setting (0-100),
 * and metered through a WebAudio AnalyserNode so the dialog (and tests) can see audio arrive.
 */

export type RemoteAudioLike = {
  attach(stream: MediaStream): void;
  setVolume(volume: number): void;
  /** RMS of the last analyser window, 0-1 (0 without audio). */
  level(): number;
  detach(): void;
};

export class RemoteAudio implements RemoteAudioLike {
  private element: HTMLAudioElement | null = null;
  private context: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private source: MediaStreamAudioSourceNode | null = null;
  private buffer: Float32Array<ArrayBuffer> | null = null;
  private volume = 100;

  attach(stream: MediaStream): void {
    this.detach();
    if (typeof document === 'undefined') return;
    const element = document.createElement('audio');
    element.autoplay = true;
    element.srcObject = stream;
    element.volume = this.volume / 100;
    element.dataset.callAudio = 'remote';
    this.element = element;
    void element.play().catch(() => undefined); // autoplay refused: the analyser still meters
    try {
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      const source = context.createMediaStreamSource(stream);
      source.connect(analyser);
      void context.resume().catch(() => undefined);
      this.context = context;
      this.analyser = analyser;
      this.source = source;
      this.buffer = new Float32Array(new ArrayBuffer(analyser.fftSize * 4));
    } catch {
      /* no WebAudio: playback only */
    }
  }

  setVolume(volume: number): void {
    this.volume = Math.max(0, Math.min(100, Number.isFinite(volume) ? volume : 100));
    if (this.element) this.element.volume = this.volume / 100;
  }

  level(): number {
    const { analyser, buffer } = this;
    if (!analyser || !buffer) return 0;
    analyser.getFloatTimeDomainData(buffer);
    let sum = 0;
    for (const sample of buffer) sum += sample * sample;
    return Math.sqrt(sum / buffer.length);
  }

  detach(): void {
    this.source?.disconnect();
    void this.context?.close().catch(() => undefined);
    if (this.element) {
      this.element.pause();
      this.element.srcObject = null;
    }
    this.element = null;
    this.context = null;
    this.analyser = null;
    this.source = null;
    this.buffer = null;
  }
}
