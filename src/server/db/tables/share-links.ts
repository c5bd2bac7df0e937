import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';

/** Read-only links to a project's results; the token itself is never stored, only its SHA-256. */
export const shareLinks = pgTable('share_links', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
  ownerId: text('owner_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
});
