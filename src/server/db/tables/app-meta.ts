import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts the server keeps about itself (e.g. when the data directory was created). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
