// Mirrors migrations/0400_payments.sql.
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const metadata = () => jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`);

export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: text('kind').$type<'project_credit' | 'subscription_invoice'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.provider, t.providerPaymentId)],
);

export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] }), unique().on(t.provider, t.customerId)],
);

export const testModeCustomers = pgTable('test_mode_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  metadata: metadata(),
  createdAt: createdAt(),
});

export const testModePaymentMethods = pgTable('test_mode_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => testModeCustomers.id),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  testCard: text('test_card').notNull(),
  createdAt: createdAt(),
});

export const testModePaymentIntents = pgTable('test_mode_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  customerId: text('customer_id'),
  metadata: metadata(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testModeSetupIntents = pgTable('test_mode_setup_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customerId: text('customer_id')
    .notNull()
    .references(() => testModeCustomers.id),
  metadata: metadata(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testModeSubscriptions = pgTable('test_mode_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => testModeCustomers.id),
  priceId: text('price_id').notNull(),
  status: text('status').notNull(),
  defaultPaymentMethod: text('default_payment_method').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: metadata(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
