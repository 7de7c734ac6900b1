import { SetMetadata } from '@nestjs/common';
import type { JobName } from './job-map';

export const JOB_PROCESSOR = Symbol('JOB_PROCESSOR');

/** Marks a provider (implementing JobHandler) as the processor of one job. */
export const JobProcessor = (name: JobName) => SetMetadata(JOB_PROCESSOR, name);
