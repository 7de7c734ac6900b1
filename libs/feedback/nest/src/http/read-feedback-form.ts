import type { FastifyRequest } from 'fastify';
import { DomainError } from '@sidequest/kernel';
import { FEEDBACK_FIELDS } from '@sidequest/contracts';
import { ATTACHMENT_RULES, type AttachmentKind, type Upload } from '@sidequest/feedback-domain';
import { BodyTooLargeError, DomainErrorException, watchBodySize } from '@sidequest/platform-http';

export interface FeedbackForm {
  text: string | null;
  page: string | null;
  screenshot: Upload | null;
  voice: Upload | null;
}

const MB = 1024 * 1024;
const FILE_LABEL: Record<string, string> = {
  [FEEDBACK_FIELDS.screenshot]: 'screenshot',
  [FEEDBACK_FIELDS.voice]: 'voice note',
};
const fail = (kind: 'invalid' | 'payload_too_large', message: string) =>
  new DomainErrorException(new DomainError(kind, message));
export const uploadTooLarge = () =>
  fail('payload_too_large', 'The upload is too large. Screenshots may be 5 MB and voice notes 3 MB.');

/**
 * Reads the multipart body of POST /api/feedback into memory. The whole body stops being read once it
 * passes `totalLimitBytes`, and a file once it passes its own limit (screenshot 5 MB, voice note 3 MB),
 * so at most about `totalLimitBytes` is ever held. Whatever is malformed becomes a 400 naming the problem, never a 500.
 */
export async function readFeedbackForm(req: FastifyRequest, totalLimitBytes: number): Promise<FeedbackForm> {
  if (!req.isMultipart())
    throw fail('invalid', 'Send feedback as multipart/form-data with the fields feedback, screenshot, voice and page.');
  const form: FeedbackForm = { text: null, page: null, screenshot: null, voice: null };
  let current = 'the upload';
  // Attached in the same tick as the parser's pipe (the loop below starts it), so no chunk goes uncounted.
  const size = watchBodySize(req.raw, totalLimitBytes);
  try {
    for await (const part of req.parts()) {
      current = FILE_LABEL[part.fieldname] ?? part.fieldname;
      if (part.type === 'field') {
        if (part.valueTruncated) throw fail('invalid', `The ${part.fieldname} field is too long.`);
        if (part.fieldname === FEEDBACK_FIELDS.text) form.text = String(part.value);
        else if (part.fieldname === FEEDBACK_FIELDS.page) form.page = String(part.value);
        continue;
      }
      const key: AttachmentKind | null =
        part.fieldname === FEEDBACK_FIELDS.screenshot
          ? 'screenshot'
          : part.fieldname === FEEDBACK_FIELDS.voice
            ? 'voice'
            : null;
      if (!key)
        throw fail(
          'invalid',
          `Unexpected file field "${part.fieldname.slice(0, 40)}": send a screenshot and a voice note only.`,
        );
      if (form[key]) throw fail('invalid', 'Attach at most one screenshot and one voice note.');
      const content = await readFile(part.file, key);
      // A form whose file input was left empty sends a nameless, empty part: that is no file at all.
      if (content.byteLength === 0 && !part.filename) continue;
      form[key] = { content, declaredName: part.filename || null, declaredMime: part.mimetype || null };
    }
  } catch (e) {
    if (e instanceof DomainErrorException) throw e;
    if (e instanceof BodyTooLargeError) throw uploadTooLarge();
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('payload_too_large', `The ${current} is too large. Screenshots may be 5 MB and voice notes 3 MB.`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fail('invalid', 'The form has too many parts.');
    throw fail('invalid', 'The upload could not be read: the multipart body is malformed.');
  } finally {
    size.stop();
  }
  return form;
}

/** The file's bytes, refused as soon as they pass its kind's limit rather than after buffering it all. */
async function readFile(file: AsyncIterable<Buffer>, kind: AttachmentKind): Promise<Uint8Array> {
  const rule = ATTACHMENT_RULES[kind];
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file) {
    bytes += chunk.length;
    if (bytes > rule.maxBytes)
      throw fail('payload_too_large', `The ${rule.label} is too large. The limit is ${rule.maxBytes / MB} MB.`);
    chunks.push(chunk);
  }
  const content = Buffer.concat(chunks, bytes);
  return new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
}
