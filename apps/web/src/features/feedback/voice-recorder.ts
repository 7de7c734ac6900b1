import { LIMITS } from './feedback-limits';

/** Time as the recorder sees it; tests pass a fake one to shorten the 120 s limit. */
export interface RecorderClock {
  now(): number;
  /** Calls tick every ms milliseconds until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const realClock: RecorderClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/** The parts of MediaStream and MediaRecorder the recorder uses, so fakes can stand in for them. */
export interface MicrophoneStream {
  getTracks(): { stop(): void }[];
}
export interface AudioRecorder {
  readonly mimeType: string;
  readonly state: 'inactive' | 'recording' | 'paused';
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}
export interface RecorderDevices {
  getMicrophone(): Promise<MicrophoneStream>;
  createRecorder(stream: MicrophoneStream): AudioRecorder;
}

export interface VoiceNote {
  blob: Blob;
  seconds: number;
}

export interface RecorderEvents {
  /** Whole seconds since the start, at most maxSeconds. */
  onTick(elapsedSeconds: number): void;
  onStopped(note: VoiceNote): void;
  onFailed(error: unknown): void;
}

export interface RecorderOptions {
  clock?: RecorderClock;
  maxSeconds?: number;
  tickMs?: number;
}

/**
 * Voice recording: idle, then recording (microphone granted, timer from 0), then stopped by the
 * user or at 120 s. On stop the audio is kept and the microphone released; on any failure it is released too.
 */
export class VoiceRecorder {
  private readonly clock: RecorderClock;
  private readonly maxSeconds: number;
  private readonly tickMs: number;
  private stream: MicrophoneStream | null = null;
  private recorder: AudioRecorder | null = null;
  private stopTicking: () => void = () => undefined;
  private startedAt = 0;
  private seconds = 0;
  private starting = false;
  private stopping = false;
  private disposed = false;

  constructor(
    private readonly devices: RecorderDevices,
    private readonly events: RecorderEvents,
    options: RecorderOptions = {},
  ) {
    this.clock = options.clock ?? realClock;
    this.maxSeconds = options.maxSeconds ?? LIMITS.voiceMaxSeconds;
    this.tickMs = options.tickMs ?? 250;
  }

  get isRecording(): boolean {
    return this.recorder !== null;
  }

  /** Asks for the microphone and starts; resolves false when that failed (onFailed has been called). */
  async start(): Promise<boolean> {
    if (this.recorder || this.starting || this.disposed) return false;
    this.starting = true;
    try {
      this.stream = await this.devices.getMicrophone();
      // Unmounted while the permission prompt was up: give the microphone straight back.
      if (this.disposed) {
        this.release();
        return false;
      }
      const recorder = this.devices.createRecorder(this.stream);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => this.finish(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
      recorder.onerror = (event) => this.fail(event);
      recorder.start(1000);
      this.recorder = recorder;
      this.startedAt = this.clock.now();
      this.seconds = 0;
      this.events.onTick(0);
      this.stopTicking = this.clock.every(this.tickMs, () => this.tick());
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    } finally {
      this.starting = false;
    }
  }

  /** Stops and keeps what was recorded; onStopped follows once the recorder has flushed. */
  stop(): void {
    if (!this.recorder || this.stopping) return;
    this.stopping = true;
    this.stopTicking();
    this.seconds = this.elapsed();
    if (this.recorder.state === 'inactive') this.finish(new Blob([], { type: this.recorder.mimeType }));
    else this.recorder.stop();
  }

  /** The panel closed: a recording in progress is stopped and kept, a pending start is abandoned. */
  dispose(): void {
    this.stop();
    this.disposed = true;
  }

  private tick(): void {
    const elapsed = this.elapsed();
    this.events.onTick(elapsed);
    if (elapsed >= this.maxSeconds) this.stop();
  }

  private elapsed(): number {
    return Math.min(this.maxSeconds, Math.floor((this.clock.now() - this.startedAt) / 1000));
  }

  private finish(blob: Blob): void {
    if (!this.recorder) return;
    this.recorder = null;
    this.stopping = false;
    this.release();
    this.events.onStopped({ blob, seconds: this.seconds });
  }

  private fail(error: unknown): void {
    this.stopTicking();
    if (this.recorder) {
      this.recorder.onstop = null;
      if (this.recorder.state !== 'inactive') this.recorder.stop();
    }
    this.recorder = null;
    this.stopping = false;
    this.release();
    this.events.onFailed(error);
  }

  private release(): void {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
  }
}
