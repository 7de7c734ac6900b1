import { z } from 'zod';

export const ClientNotFoundReport = z.object({
  path: z.string().min(1).max(2048),
});
export type ClientNotFoundReport = z.infer<typeof ClientNotFoundReport>;

export const HealthCheck = z.object({
  status: z.enum(['up', 'down']),
  checks: z.record(z.string(), z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() })),
});
export type HealthCheck = z.infer<typeof HealthCheck>;
