/**
 * The api's field names and limits for POST /api/feedback, as in libs/contracts/src/feedback.ts.
 * Copied rather than imported: the contracts barrel brings zod (~25 KB gzipped) into the panel's chunk.
 * feedback-limits.spec.ts fails the moment the two disagree.
 */
export const FIELDS = { text: 'feedback', screenshot: 'screenshot', voice: 'voice', page: 'page' } as const;

export const LIMITS = {
  textMax: 5000,
  screenshotMaxBytes: 5 * 1024 * 1024,
  voiceMaxSeconds: 120,
  screenshotAccept: 'image/png,image/jpeg,image/webp,image/gif',
} as const;
