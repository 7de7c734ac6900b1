import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Entitlement, type EntitlementRepository, type ProcessedEventRepository } from '@sidequest/billing-domain';
import { EntitlementRecordSchema, ProcessedEventRecordSchema, type EntitlementRecord } from './billing.schemas';
import { rowProps, SqlReads } from '@sidequest/platform-db';
import { ENTITLEMENT_BY_USER_STATEMENT, type EntitlementRow } from './entitlement.sql';

const READ = { disableIdentityMap: true } as const;

const toDomain = (row: EntitlementRecord) => Entitlement.restore(rowProps(row));

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

@Injectable()
export class MikroOrmEntitlementRepository implements EntitlementRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReads,
  ) {}

  async findByUser(userId: string): Promise<Entitlement | null> {
    const [row] = await this.sql.rows<EntitlementRow>(ENTITLEMENT_BY_USER_STATEMENT, [userId]);
    if (!row) return null;
    return Entitlement.restore({
      userId,
      status: row.status,
      priceId: row.price_id,
      productId: row.product_id,
      currentPeriodStart: date(row.current_period_start),
      currentPeriodEnd: date(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      updatedAt: new Date(row.updated_at),
    });
  }

  async findBySubscriptionId(subscriptionId: string): Promise<Entitlement | null> {
    const row = await this.em.findOne(EntitlementRecordSchema, { subscriptionId }, READ);
    return row ? toDomain(row) : null;
  }

  async findByCustomerId(customerId: string): Promise<Entitlement | null> {
    const [row] = await this.em.find(
      EntitlementRecordSchema,
      { customerId },
      { ...READ, orderBy: { updatedAt: 'desc' }, limit: 1 },
    );
    return row ? toDomain(row) : null;
  }

  async save(entitlement: Entitlement): Promise<void> {
    await this.em
      .createQueryBuilder(EntitlementRecordSchema)
      .insert(entitlement.snapshot())
      .onConflict('userId')
      .merge()
      .execute();
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.em.nativeDelete(EntitlementRecordSchema, { userId });
  }

  async lockForEvents(userId: string): Promise<Date | null> {
    // A transaction-scoped advisory lock: it exists before the user's first entitlement row does.
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('billing-events:' || ?, 0))`, [userId]);
    const [row] = await this.em.execute<{ last_event_at: Date | string | null }[]>(
      'select last_event_at from entitlements where user_id = ?',
      [userId],
    );
    return date(row?.last_event_at ?? null);
  }

  async noteEventApplied(userId: string, at: Date): Promise<void> {
    await this.em.execute(
      'update entitlements set last_event_at = greatest(coalesce(last_event_at, ?), ?) where user_id = ?',
      [at, at, userId],
    );
  }
}

@Injectable()
export class MikroOrmProcessedEventRepository implements ProcessedEventRepository {
  constructor(private readonly em: EntityManager) {}

  async has(eventId: string): Promise<boolean> {
    return (await this.em.count(ProcessedEventRecordSchema, { eventId })) > 0;
  }

  async record(eventId: string, type: string, at: Date): Promise<boolean> {
    // The primary key decides: a concurrent duplicate delivery inserts nothing.
    const inserted = await this.em
      .createQueryBuilder(ProcessedEventRecordSchema)
      .insert({ eventId, type: type.slice(0, 100), processedAt: at })
      .onConflict('eventId')
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1;
  }
}
