import { p, type InferEntity } from '@mikro-orm/core';
import { defineTable } from '@sidequest/platform-db';
import { SUBSCRIPTION_STATUSES } from '@sidequest/billing-domain';

/** The local copy of each user's subscription: what check-subscription reads (the subscription status the web app shows). */
export const EntitlementRecordSchema = defineTable({
  tableName: 'entitlements',
  indexes: [
    { name: 'entitlements_subscription_idx', properties: ['subscriptionId'] },
    { name: 'entitlements_customer_idx', properties: ['customerId'] },
  ],
  properties: {
    userId: p.string().length(64).primary(),
    status: p.enum(SUBSCRIPTION_STATUSES),
    priceId: p.string().length(255).nullable(),
    productId: p.string().length(255).nullable(),
    currentPeriodStart: p.datetime().nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    customerId: p.string().length(255).nullable(),
    subscriptionId: p.string().length(255).nullable(),
    updatedAt: p.datetime(),
    /** When the provider created the last webhook event applied (older ones are ignored). */
    lastEventAt: p.datetime().nullable(),
  },
});
export type EntitlementRecord = InferEntity<typeof EntitlementRecordSchema>;

/** Webhook event ids already handled; the primary key is the unique constraint that stops a replay. */
export const ProcessedEventRecordSchema = defineTable({
  tableName: 'processed_events',
  properties: {
    eventId: p.string().length(255).primary(),
    type: p.string().length(100),
    processedAt: p.datetime(),
  },
});

export const billingEntitySchemas = [EntitlementRecordSchema, ProcessedEventRecordSchema];
