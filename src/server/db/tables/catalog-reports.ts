import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const catalogFactReports = pgTable('catalog_fact_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reporterId: text('reporter_id').notNull(),
  productId: text('product_id').notNull(),
  fact: text('fact').notNull(),
  correction: text('correction').notNull(),
  link: text('link'),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  resolution: text('resolution'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
