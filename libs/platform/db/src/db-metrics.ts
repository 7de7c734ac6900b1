import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Metrics } from '@sidequest/platform-metrics';
import type pg from 'pg';

/** The connection pool as the pool-saturation alert reads it: connections in use, idle, waited for, and the most it opens. */
@Injectable()
export class DbPoolGauges implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics) return;
    const pool = () => (this.orm.em.getConnection() as PostgreSqlConnection).getNativeClient() as Promise<pg.Pool>;
    this.metrics.gauge({
      name: 'sidequest_db_pool_connections',
      help: 'Postgres pool connections by state (in_use, idle), and max: the most the pool opens',
      labelNames: ['state'],
      collect: async (set) => {
        const p = await pool();
        set({ state: 'in_use' }, p.totalCount - p.idleCount);
        set({ state: 'idle' }, p.idleCount);
        set({ state: 'max' }, p.options.max ?? 10);
      },
    });
    this.metrics.gauge({
      name: 'sidequest_db_pool_waiting',
      help: 'Queries waiting for a free Postgres pool connection',
      collect: async (set) => set({}, (await pool()).waitingCount),
    });
  }
}
