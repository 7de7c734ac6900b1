import { DynamicModule, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/**
 * Provides the process's Metrics to every module. Without it (METRICS=false) nothing is recorded:
 * each recorder takes Metrics as @Optional() and does nothing when it is absent.
 */
@Module({})
export class MetricsModule {
  static forRoot(app: 'api' | 'worker'): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useFactory: () => new Metrics(app) }],
      exports: [Metrics],
      global: true,
    };
  }
}
