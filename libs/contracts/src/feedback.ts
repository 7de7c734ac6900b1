import { z } from 'zod';

const MB = 1024 * 1024;

/** POST /api/feedback is multipart/form-data with these field names; it answers 202 FeedbackAccepted. */
export const FEEDBACK_FIELDS = { text: 'feedback', screenshot: 'screenshot', voice: 'voice', page: 'page' } as const;

export const FEEDBACK_LIMITS = {
  textMax: 5000,
  screenshotMaxBytes: 5 * MB,
  voiceMaxBytes: 3 * MB,
  voiceMaxSeconds: 120,
  /** For the file picker; the server decides by the content's magic bytes, not by these. */
  screenshotAccept: 'image/png,image/jpeg,image/webp,image/gif',
  voiceTypes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/aac'],
} as const;

/** The text fields of the multipart body. The sender's e-mail is never a field: it comes from the session. */
export const FeedbackFields = z.object({
  [FEEDBACK_FIELDS.text]: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.textMax, 'Feedback must be at most 5,000 characters')
    .optional()
    .default(''),
  [FEEDBACK_FIELDS.page]: z.string().trim().max(2048, 'The page address is too long').optional(),
});
export type FeedbackFields = z.infer<typeof FeedbackFields>;

/** 202 from POST /api/feedback and POST /api/support: stored, and the owner's mail is on its way. */
export const MessageAccepted = z.object({ id: z.string() });
export type MessageAccepted = z.infer<typeof MessageAccepted>;
export const FeedbackAccepted = MessageAccepted;
export type FeedbackAccepted = MessageAccepted;
export const SupportAccepted = MessageAccepted;
export type SupportAccepted = MessageAccepted;
