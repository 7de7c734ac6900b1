import { z } from 'zod';

/** The support form's rules, checked in the browser and again at the api's edge. */
export const SupportMessageBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: z.string().trim().email('Invalid email address').max(255, 'Email must be less than 255 characters'),
  message: z.string().trim().min(1, 'Message is required').max(2000, 'Message must be less than 2000 characters'),
});
export type SupportMessageBody = z.infer<typeof SupportMessageBody>;
export const SUPPORT_LIMITS = { name: 100, email: 255, message: 2000 } as const;
