import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, SAMPLE_TYPES } from '../testing/sample-files';
import { checkAttachment } from './attachment';

const MB = 1024 * 1024;

describe('checkAttachment', () => {
  it.each([
    ['screenshot', 'png', 'image/png', 'screenshot.png'],
    ['screenshot', 'jpeg', 'image/jpeg', 'screenshot.jpg'],
    ['screenshot', 'webp', 'image/webp', 'screenshot.webp'],
    ['screenshot', 'gif', 'image/gif', 'screenshot.gif'],
    ['voice', 'webm', 'audio/webm', 'voice-note.webm'],
    ['voice', 'oggOpus', 'audio/ogg', 'voice-note.ogg'],
    ['voice', 'm4a', 'audio/mp4', 'voice-note.m4a'],
    ['voice', 'mp4', 'audio/mp4', 'voice-note.m4a'],
  ] as const)('accepts a %s in %s, named and typed by its content', (kind, sample, mime, filename) => {
    // A screenshot comes with the phone's own name and type, which count for nothing; a recording with none.
    const declared = kind === 'screenshot' ? { declaredName: 'IMG_0001.HEIC', declaredMime: 'image/heic' } : {};
    const result = checkAttachment(kind, { content: SAMPLE_FILES[sample](), ...declared }, SAMPLE_TYPES[sample]);
    expect(result.ok && { mime: result.value.mime, filename: result.value.filename, size: result.value.size }).toEqual({
      mime,
      filename,
      size: 256,
    });
  });

  it('refuses a disguised file, saying what it claims and what it is', () => {
    const result = checkAttachment(
      'screenshot',
      { content: SAMPLE_FILES.pdf(), declaredName: 'shot.png', declaredMime: 'image/png' },
      SAMPLE_TYPES.pdf,
    );
    expect(!result.ok && result.error.kind).toBe('unsupported_media_type');
    expect(!result.ok && result.error.message).toBe(
      'The screenshot must be PNG, JPEG, WebP or GIF. It says it is image/png, but its content is application/pdf.',
    );
  });

  it('refuses an image sent as the voice note, and unknown content', () => {
    const image = checkAttachment('voice', { content: SAMPLE_FILES.png() }, SAMPLE_TYPES.png);
    expect(!image.ok && image.error.message).toBe(
      'The voice note must be WebM/Opus, Ogg, or MP4/AAC audio. Its content is image/png.',
    );
    const unknown = checkAttachment('screenshot', { content: SAMPLE_FILES.text() }, null);
    expect(!unknown.ok && unknown.error.message).toContain('not a recognised file type');
  });

  it('refuses files over the limits, naming the size and the limit', () => {
    const screenshot = checkAttachment('screenshot', { content: SAMPLE_FILES.png(5 * MB + 1) }, SAMPLE_TYPES.png);
    expect(!screenshot.ok && [screenshot.error.kind, screenshot.error.message]).toEqual([
      'payload_too_large',
      'The screenshot is too large (5.0 MB). The limit is 5 MB.',
    ]);
    const voice = checkAttachment('voice', { content: SAMPLE_FILES.webm(3.5 * MB) }, SAMPLE_TYPES.webm);
    expect(!voice.ok && voice.error.message).toBe('The voice note is too large (3.5 MB). The limit is 3 MB.');
    expect(checkAttachment('screenshot', { content: SAMPLE_FILES.png(5 * MB) }, SAMPLE_TYPES.png).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    const result = checkAttachment('voice', { content: new Uint8Array() }, null);
    expect(!result.ok && result.error.message).toBe('The voice note is empty.');
  });
});
