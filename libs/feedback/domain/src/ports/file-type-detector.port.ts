import type { DetectedFileType } from '../model/attachment';

/** Reads a file's type from its magic bytes (the `file-type` package in production); null when unknown. */
export interface FileTypeDetector {
  detect(content: Uint8Array): Promise<DetectedFileType | null>;
}
