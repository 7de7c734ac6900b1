export interface AudioFormat {
  /** Passed to MediaRecorder; undefined lets the browser choose. */
  mimeType: string | undefined;
  /** For the uploaded file's name, e.g. voice-note.webm. */
  extension: 'webm' | 'ogg' | 'm4a';
}

// Chrome and Firefox record WebM/Opus, tried first; Safari records MP4/AAC only.
const preferred: { mimeType: string; extension: AudioFormat['extension'] }[] = [
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
  { mimeType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/ogg;codecs=opus', extension: 'ogg' },
  { mimeType: 'audio/mp4', extension: 'm4a' },
];

export function pickAudioFormat(isTypeSupported: (mimeType: string) => boolean): AudioFormat {
  return preferred.find((format) => isTypeSupported(format.mimeType)) ?? { mimeType: undefined, extension: 'webm' };
}

/** The extension for what the recorder actually produced (its mimeType may differ from the one asked for). */
export function extensionFor(mimeType: string): AudioFormat['extension'] {
  if (/mp4|aac|m4a/i.test(mimeType)) return 'm4a';
  if (/ogg/i.test(mimeType)) return 'ogg';
  return 'webm';
}
