import { pickAudioFormat } from './audio-format';
import type { AudioRecorder, MicrophoneStream, RecorderDevices } from './voice-recorder';

// 64 kb/s Opus keeps the full 2:00 near 1 MB, well inside the api's 3 MB limit for a voice note.
const AUDIO_BITS_PER_SECOND = 64_000;

/** The real microphone and MediaRecorder; navigator.mediaDevices is missing outside secure contexts, which fails like a refusal. */
export const browserMedia: RecorderDevices = {
  getMicrophone: () => navigator.mediaDevices.getUserMedia({ audio: true }),
  createRecorder: (stream: MicrophoneStream): AudioRecorder => {
    const { mimeType } = pickAudioFormat((type) => MediaRecorder.isTypeSupported(type));
    return new MediaRecorder(stream as MediaStream, {
      mimeType,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    }) as unknown as AudioRecorder;
  },
};
