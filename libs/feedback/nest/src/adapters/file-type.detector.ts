import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { DetectedFileType, FileTypeDetector } from '@sidequest/feedback-domain';

/** The FileTypeDetector port over `file-type`: the magic bytes decide, never the name or the declared type. */
@Injectable()
export class FileTypeLibraryDetector implements FileTypeDetector {
  async detect(content: Uint8Array): Promise<DetectedFileType | null> {
    const found = await fileTypeFromBuffer(content);
    return found ? { ext: found.ext, mime: found.mime } : null;
  }
}
