import { z } from 'zod';

/** Every non-2xx body the api sends. */
export const ErrorBody = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
