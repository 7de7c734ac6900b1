import { describe, expect, it } from 'vitest';
import { extensionFor, pickAudioFormat } from './audio-format';

describe('pickAudioFormat', () => {
  it('prefers WebM/Opus where the browser records it', () => {
    expect(pickAudioFormat(() => true)).toEqual({ mimeType: 'audio/webm;codecs=opus', extension: 'webm' });
  });

  it('falls back to MP4 on Safari', () => {
    expect(pickAudioFormat((type) => type === 'audio/mp4')).toEqual({ mimeType: 'audio/mp4', extension: 'm4a' });
  });

  it('lets the browser choose when it names none of them', () => {
    expect(pickAudioFormat(() => false)).toEqual({ mimeType: undefined, extension: 'webm' });
  });
});

describe('extensionFor', () => {
  it.each([
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/mp4;codecs=mp4a.40.2', 'm4a'],
    ['audio/ogg', 'ogg'],
    ['', 'webm'],
  ])('names the file after what was recorded: %j is .%s', (mimeType, extension) => {
    expect(extensionFor(mimeType)).toBe(extension);
  });
});
