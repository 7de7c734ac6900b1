import { DynamicModule, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { TracingHandle } from './start-tracing';

/** Exports the spans still buffered when the app closes (after every module's beforeApplicationShutdown). */
@Module({})
export class TracingModule {
  static forRoot(tracing: TracingHandle): DynamicModule {
    const flush: OnApplicationShutdown = { onApplicationShutdown: () => tracing.shutdown() };
    return { module: TracingModule, providers: [{ provide: TracingModule, useValue: flush }] };
  }
}
