import { FIELDS } from './feedback-limits';
import { extensionFor } from './audio-format';
import type { FeedbackDraft } from './feedback-draft';

/** The multipart body of POST /api/feedback. The sender is never a field: the api takes it from the session. */
export function toFeedbackFormData(draft: FeedbackDraft, page: string): FormData {
  const body = new FormData();
  body.append(FIELDS.text, draft.text.trim());
  body.append(FIELDS.page, page);
  if (draft.screenshot)
    body.append(FIELDS.screenshot, draft.screenshot.file, draft.screenshot.file.name || 'screenshot');
  if (draft.voice) body.append(FIELDS.voice, draft.voice.blob, `voice-note.${extensionFor(draft.voice.blob.type)}`);
  return body;
}
