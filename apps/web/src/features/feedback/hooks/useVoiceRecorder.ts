import { useEffect, useRef, useState } from 'react';
import { toast } from '@sidequest/web-ui';
import { browserMedia } from '../browser-media';
import { feedbackDraft } from '../feedback-draft';
import { formatDuration } from '../format-duration';
import { VoiceRecorder, type RecorderClock, type RecorderDevices } from '../voice-recorder';

export type RecorderStatus = 'idle' | 'starting' | 'recording';

/** The Record/Stop button's state; a finished note goes into the shared draft. Clock and devices are injectable for tests. */
export function useVoiceRecorder({
  devices = browserMedia,
  clock,
}: { devices?: RecorderDevices; clock?: RecorderClock } = {}) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsed, setElapsed] = useState(() => feedbackDraft.get().voice?.seconds ?? 0);
  const recorder = useRef<VoiceRecorder | null>(null);

  useEffect(() => {
    const instance = new VoiceRecorder(
      devices,
      {
        onTick: setElapsed,
        onStopped: (note) => {
          setStatus('idle');
          setElapsed(note.seconds);
          feedbackDraft.update({ voice: note });
          toast({
            title: 'Voice note recorded',
            description: `Duration: ${formatDuration(note.seconds)}`,
            variant: 'success',
          });
        },
        onFailed: (error) => {
          setStatus('idle');
          setElapsed(feedbackDraft.get().voice?.seconds ?? 0);
          console.warn('Voice recording failed', error);
          toast({ title: 'Recording failed', description: 'Unable to access microphone', variant: 'destructive' });
        },
      },
      { clock },
    );
    recorder.current = instance;
    // Closing the panel mid-recording stops it and keeps the note.
    return () => instance.dispose();
  }, [devices, clock]);

  const start = async () => {
    setStatus('starting');
    if (await recorder.current?.start()) setStatus('recording');
  };

  return {
    status,
    elapsed,
    toggle: () => (status === 'recording' ? recorder.current?.stop() : status === 'idle' ? void start() : undefined),
    /** Removing the voice note clears the audio and resets the timer. */
    removeNote: () => {
      feedbackDraft.update({ voice: null });
      setElapsed(0);
    },
  };
}
