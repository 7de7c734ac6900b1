import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { JobName } from './job-map';

export const JOB_PROCESSOR = Symbol('JOB_PROCESSOR');
export const JOB_EVERY_MS = Symbol('JOB_EVERY_MS');

/**
 * Marks a provider (implementing JobHandler) as the processor of one job. With `everyMs`, the job is
 * also scheduled: once when the processors start, then at that period (one run per period across workers).
 */
export const JobProcessor = (name: JobName, options: { everyMs?: number } = {}) =>
  applyDecorators(
    SetMetadata(JOB_PROCESSOR, name),
    ...(options.everyMs ? [SetMetadata(JOB_EVERY_MS, options.everyMs)] : []),
  );
