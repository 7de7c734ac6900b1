import { describe, expect, it } from 'vitest';
import {
  VoiceRecorder,
  type AudioRecorder,
  type RecorderClock,
  type RecorderDevices,
  type VoiceNote,
} from './voice-recorder';

/** A clock that moves only when told to, firing the recorder's tick as a real interval would. */
class FakeClock implements RecorderClock {
  time = 1_000_000;
  private ticks = new Set<() => void>();
  now = () => this.time;
  every(_ms: number, tick: () => void) {
    this.ticks.add(tick);
    return () => this.ticks.delete(tick);
  }
  advance(ms: number) {
    this.time += ms;
    [...this.ticks].forEach((tick) => tick());
  }
  get active() {
    return this.ticks.size;
  }
}

class FakeRecorder implements AudioRecorder {
  state: AudioRecorder['state'] = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: AudioRecorder['ondataavailable'] = null;
  onstop: AudioRecorder['onstop'] = null;
  onerror: AudioRecorder['onerror'] = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') throw new Error('InvalidStateError');
    this.state = 'inactive';
    // Like the browser: the last data, then stop, both after the call returns.
    queueMicrotask(() => {
      this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

function setup(options: { microphone?: 'granted' | 'denied'; recorderThrows?: boolean } = {}) {
  const clock = new FakeClock();
  const tracks = [
    {
      stopped: false,
      stop() {
        this.stopped = true;
      },
    },
  ];
  const recorders: FakeRecorder[] = [];
  const devices: RecorderDevices = {
    getMicrophone: async () => {
      if (options.microphone === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
      return { getTracks: () => tracks };
    },
    createRecorder: () => {
      if (options.recorderThrows) throw new Error('NotSupportedError');
      const recorder = new FakeRecorder();
      recorders.push(recorder);
      return recorder;
    },
  };
  const seen = { ticks: [] as number[], stopped: [] as VoiceNote[], failed: [] as unknown[] };
  const recorder = new VoiceRecorder(
    devices,
    { onTick: (s) => seen.ticks.push(s), onStopped: (n) => seen.stopped.push(n), onFailed: (e) => seen.failed.push(e) },
    { clock, tickMs: 250 },
  );
  const released = () => tracks.every((t) => t.stopped);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, recorder, recorders, seen, released, settle };
}

describe('VoiceRecorder', () => {
  it('records from 0, stops on request, keeps the audio with its duration and releases the microphone', async () => {
    const { clock, recorder, seen, released, settle } = setup();
    expect(await recorder.start()).toBe(true);
    expect(recorder.isRecording).toBe(true);
    expect(seen.ticks).toEqual([0]);
    clock.advance(4_600);
    expect(seen.ticks.at(-1)).toBe(4);
    expect(released()).toBe(false);

    recorder.stop();
    await settle();
    expect(recorder.isRecording).toBe(false);
    expect(seen.stopped).toHaveLength(1);
    expect(seen.stopped[0].seconds).toBe(4);
    expect(seen.stopped[0].blob.type).toBe('audio/webm;codecs=opus');
    expect(await seen.stopped[0].blob.text()).toBe('opus-bytes');
    expect(released()).toBe(true);
    expect(clock.active).toBe(0);
  });

  it('stops by itself at 120 seconds and keeps the audio', async () => {
    const { clock, recorder, seen, released, settle } = setup();
    await recorder.start();
    clock.advance(119_000);
    expect(recorder.isRecording).toBe(true);
    clock.advance(1_000);
    await settle();
    expect(seen.ticks.at(-1)).toBe(120);
    expect(seen.stopped.map((n) => n.seconds)).toEqual([120]);
    expect(released()).toBe(true);
  });

  it('never counts past 120 seconds, even when the clock jumps', async () => {
    const { clock, recorder, seen, settle } = setup();
    await recorder.start();
    clock.advance(10 * 60_000);
    await settle();
    expect(seen.ticks.at(-1)).toBe(120);
    expect(seen.stopped[0].seconds).toBe(120);
  });

  it('ignores a second stop while the recorder flushes', async () => {
    const { recorder, seen, settle } = setup();
    await recorder.start();
    recorder.stop();
    recorder.stop();
    await settle();
    expect(seen.stopped).toHaveLength(1);
    expect(seen.failed).toEqual([]);
  });

  it('reports a refused microphone as a failure', async () => {
    const { recorder, seen } = setup({ microphone: 'denied' });
    expect(await recorder.start()).toBe(false);
    expect(recorder.isRecording).toBe(false);
    expect(seen.failed).toHaveLength(1);
    expect(seen.stopped).toEqual([]);
  });

  it('releases the microphone when the recorder cannot be made', async () => {
    const { recorder, seen, released } = setup({ recorderThrows: true });
    expect(await recorder.start()).toBe(false);
    expect(seen.failed).toHaveLength(1);
    expect(released()).toBe(true);
  });

  it('releases the microphone and reports a recorder error mid-recording, keeping nothing', async () => {
    const { recorder, recorders, seen, released, clock, settle } = setup();
    await recorder.start();
    recorders[0].onerror?.(new Event('error'));
    await settle();
    expect(seen.failed).toHaveLength(1);
    expect(seen.stopped).toEqual([]);
    expect(released()).toBe(true);
    expect(clock.active).toBe(0);
  });

  it('keeps the recording when disposed mid-way, and gives the microphone back when disposed during the prompt', async () => {
    const first = setup();
    await first.recorder.start();
    first.clock.advance(3_000);
    first.recorder.dispose();
    await first.settle();
    expect(first.seen.stopped.map((n) => n.seconds)).toEqual([3]);
    expect(first.released()).toBe(true);

    const second = setup();
    const started = second.recorder.start();
    second.recorder.dispose();
    expect(await started).toBe(false);
    expect(second.recorders).toEqual([]);
    expect(second.released()).toBe(true);
  });
});
