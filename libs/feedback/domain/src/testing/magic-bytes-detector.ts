import type { DetectedFileType } from '../model/attachment';
import type { FileTypeDetector } from '../ports/file-type-detector.port';

const startsWith = (bytes: Uint8Array, head: number[], offset = 0) => head.every((b, i) => bytes[offset + i] === b);
const text = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * A small sniffer for the formats the tests use, answering as `file-type` does. It passes the same
 * contract as the real adapter; it is not meant to be complete.
 */
export class MagicBytesDetector implements FileTypeDetector {
  async detect(bytes: Uint8Array): Promise<DetectedFileType | null> {
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
    if (text(bytes, 0, 4) === 'GIF8') return { ext: 'gif', mime: 'image/gif' };
    if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 4) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
    if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && text(bytes, 0, 64).includes('webm'))
      return { ext: 'webm', mime: 'video/webm' };
    if (text(bytes, 0, 4) === 'OggS') {
      return text(bytes, 28, 8) === 'OpusHead'
        ? { ext: 'opus', mime: 'audio/ogg; codecs=opus' }
        : { ext: 'ogg', mime: 'audio/ogg' };
    }
    if (text(bytes, 4, 4) === 'ftyp')
      return text(bytes, 8, 3) === 'M4A' ? { ext: 'm4a', mime: 'audio/x-m4a' } : { ext: 'mp4', mime: 'video/mp4' };
    if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0) return { ext: 'aac', mime: 'audio/aac' };
    if (text(bytes, 0, 5) === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
    if (text(bytes, 0, 2) === 'MZ') return { ext: 'exe', mime: 'application/x-msdownload' };
    return null;
  }
}
