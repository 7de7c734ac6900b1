import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { EndpointRateLimitGuard, RATE_LIMIT_SCALE } from './endpoint-rate-limit.guard';
import { FlexibleRateLimitService } from './flexible-rate-limit.service';
import { RateLimitRecordSchema } from './rate-limit.schema';
import { RateLimitService } from './rate-limit.service';

export interface RateLimitModuleOptions {
  /** Redis store when set; otherwise Postgres. */
  redisUrl?: string;
  /** Redis key prefix (QUEUE_PREFIX). */
  prefix: string;
  databaseUrl: string;
  /** Multiplies every endpoint limit (RATE_LIMIT_SCALE); 1 when unset. */
  endpointLimitScale?: number;
}

/** Builds the service over Redis or Postgres; the caller closes it. */
export function createRateLimitService(options: RateLimitModuleOptions): FlexibleRateLimitService {
  if (options.redisUrl) {
    // Commands wait for the first connection but never long: during an outage the insurance limiter answers.
    const client = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    client.on('error', () => undefined); // the insurance limiter covers an outage; health reports Redis
    return new FlexibleRateLimitService({ kind: 'redis', client, prefix: options.prefix }, async () =>
      client.disconnect(),
    );
  }
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  return new FlexibleRateLimitService({ kind: 'postgres', pool }, () => pool.end());
}

class RateLimitCloser implements OnApplicationShutdown {
  constructor(@Inject(RateLimitService) private readonly service: RateLimitService) {}
  async onApplicationShutdown(): Promise<void> {
    await this.service.close();
  }
}

/** RateLimitService and the @RateLimited guard for every context (global). */
@Module({})
export class RateLimitModule {
  static forRoot(options: RateLimitModuleOptions): DynamicModule {
    return {
      module: RateLimitModule,
      imports: [MikroOrmModule.forFeature([RateLimitRecordSchema])],
      providers: [
        { provide: RateLimitService, useFactory: () => createRateLimitService(options) },
        { provide: RATE_LIMIT_SCALE, useValue: options.endpointLimitScale ?? 1 },
        EndpointRateLimitGuard,
        RateLimitCloser,
      ],
      exports: [RateLimitService, RATE_LIMIT_SCALE, EndpointRateLimitGuard],
      global: true,
    };
  }
}
