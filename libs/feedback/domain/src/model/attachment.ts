import { DomainError, err, ok, type Result } from '@sidequest/kernel';

export type AttachmentKind = 'screenshot' | 'voice';

/** A detected file type, by magic bytes: `ext` and `mime` as the `file-type` package names them. */
export interface DetectedFileType {
  ext: string;
  mime: string;
}

/** A file as it arrived; the declared name and type are only used to explain a mismatch. */
export interface Upload {
  content: Uint8Array;
  declaredName?: string | null;
  declaredMime?: string | null;
}

export interface Attachment {
  kind: AttachmentKind;
  /** The type we send it as, from the detected content. */
  mime: string;
  filename: string;
  size: number;
  content: Uint8Array;
}

const MB = 1024 * 1024;

/**
 * What each kind accepts: its size limit, and each detected extension it takes with the type it is
 * stored as. WebM comes from Chrome and Firefox, MP4/AAC from Safari.
 */
export const ATTACHMENT_RULES: Record<
  AttachmentKind,
  { label: string; maxBytes: number; accepted: string; types: Record<string, string> }
> = {
  screenshot: {
    label: 'screenshot',
    maxBytes: 5 * MB,
    accepted: 'PNG, JPEG, WebP or GIF',
    types: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' },
  },
  voice: {
    label: 'voice note',
    maxBytes: 3 * MB,
    accepted: 'WebM/Opus, Ogg, or MP4/AAC audio',
    types: {
      webm: 'audio/webm',
      opus: 'audio/ogg',
      ogg: 'audio/ogg',
      m4a: 'audio/mp4',
      mp4: 'audio/mp4',
      aac: 'audio/aac',
    },
  },
};

/** A stored file's extension: its type's subtype, but for the two whose usual extension differs. */
const EXTENSION_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'audio/mp4': 'm4a' };
const extensionOf = (mime: string): string => EXTENSION_OF[mime] ?? mime.slice(mime.indexOf('/') + 1);

const FILE_BASENAME: Record<AttachmentKind, string> = { screenshot: 'screenshot', voice: 'voice-note' };

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * Accepts a file by its size and its detected content only. The messages name the file, the problem
 * and what would be accepted, because the panel shows them as they are.
 */
export function checkAttachment(
  kind: AttachmentKind,
  upload: Upload,
  detected: DetectedFileType | null,
): Result<Attachment> {
  const rule = ATTACHMENT_RULES[kind];
  const size = upload.content.byteLength;
  if (size === 0) return err(new DomainError('invalid', `The ${rule.label} is empty.`));
  if (size > rule.maxBytes) {
    return err(
      new DomainError(
        'payload_too_large',
        `The ${rule.label} is too large (${formatBytes(size)}). The limit is ${rule.maxBytes / MB} MB.`,
      ),
    );
  }
  const mime = detected ? rule.types[detected.ext] : undefined;
  if (!mime) {
    const actual = detected ? `its content is ${detected.mime}` : 'its content is not a recognised file type';
    const claimed = upload.declaredMime
      ? ` It says it is ${upload.declaredMime}, but ${actual}.`
      : ` ${capitalise(actual)}.`;
    return err(
      new DomainError('unsupported_media_type', `The ${rule.label} must be ${rule.accepted}.${claimed}`, { kind }),
    );
  }
  return ok({
    kind,
    mime,
    filename: `${FILE_BASENAME[kind]}.${extensionOf(mime)}`,
    size,
    content: upload.content,
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
