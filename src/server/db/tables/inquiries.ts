import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '../../../shared/inquiries.js';

// Mirrors db/migrations/0500_inquiries.sql.
export type InquiryEmailStatus = 'pending' | 'sent' | 'failed' | 'not_configured';

export const consultationRequests = pgTable('consultation_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  preferredTimes: text('preferred_times'),
  message: text('message'),
  emailStatus: text('email_status').$type<InquiryEmailStatus>().notNull().default('pending'),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  /** The operator's reply (or how it was handled), from `npm run inquiries` (1300_inquiry_answers.sql). */
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').$type<ContactTopic>().notNull(),
  message: text('message').notNull(),
  emailStatus: text('email_status').$type<InquiryEmailStatus>().notNull().default('pending'),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  /** The operator's reply (or how it was handled), from `npm run inquiries` (1300_inquiry_answers.sql). */
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
