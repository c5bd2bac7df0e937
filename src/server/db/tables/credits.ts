import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const creditLedger = pgTable('credit_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').notNull(),
  delta: integer('delta').notNull(),
  reason: text('reason').notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable('subscriptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
  providerCustomerId: text('provider_customer_id'),
  priceId: text('price_id'),
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
