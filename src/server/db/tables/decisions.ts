import { bigint, date, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';

/** One current decision per project (migration 1440); both product columns null: "none yet". */
export const projectDecisions = pgTable('project_decisions', {
  projectId: bigint('project_id', { mode: 'number' })
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  productId: text('product_id'),
  productName: text('product_name'),
  reason: text('reason').notNull().default(''),
  reviewDate: date('review_date', { mode: 'string' }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's answer to "Did it deliver?": product-quality data, never shown to vendors or in public. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.projectId, t.productId, t.reviewDate)],
);
