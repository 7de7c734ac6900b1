import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { AppConfig } from './load-config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the validated config injectable everywhere as APP_CONFIG (and through ConfigService as `app`). */
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG, ConfigModule],
      global: true,
    };
  }
}
