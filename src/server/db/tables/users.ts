// The product's user records (migration 0101_app_users.sql).
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const appUsers = pgTable('app_users', {
  id: uuid('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  provider: text('provider').notNull().default('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The workspace the account last switched to; null means its own. */
  activeWorkspaceId: text('active_workspace_id'),
});
export type AppUserRow = typeof appUsers.$inferSelect;
