// Stores consultation requests and contact messages, then emails the operator. The row is
// written first, so a mail outage loses nothing: email_status says what happened.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consultationRequests, contactMessages, type InquiryEmailStatus } from '../../db/tables/inquiries.js';
import type { MailMessage, Mailer } from '../../mail/mailer.js';
import type { ConsultationRequestInput, ContactMessageInput } from './inquiry.schemas.js';

/** How long we keep a request or message (the privacy policy states the same period). */
export const INQUIRY_RETENTION_MONTHS = 24;

const expired = (column: typeof consultationRequests.createdAt | typeof contactMessages.createdAt) =>
  lt(column, sql`now() - make_interval(months => ${INQUIRY_RETENTION_MONTHS})`);

export async function storeConsultationRequest(db: Db, input: ConsultationRequestInput): Promise<number> {
  // Retention without a scheduler: every new request clears the ones past the retention period.
  await db.delete(consultationRequests).where(expired(consultationRequests.createdAt));
  const [row] = await db
    .insert(consultationRequests)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      preferredTimes: input.preferredTimes,
      message: input.message,
    })
    .returning({ id: consultationRequests.id });
  return row!.id;
}

export async function storeContactMessage(db: Db, input: ContactMessageInput): Promise<number> {
  await db.delete(contactMessages).where(expired(contactMessages.createdAt));
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, topic: input.topic, message: input.message })
    .returning({ id: contactMessages.id });
  return row!.id;
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Sends the operator's copy and records the outcome on the row. Never throws. */
export async function notifyOperator(opts: {
  db: Db;
  mailer: Mailer;
  table: 'consultation_requests' | 'contact_messages';
  id: number;
  /** null when OPERATOR_EMAIL is not configured. */
  message: MailMessage | null;
  log: Log;
}): Promise<InquiryEmailStatus> {
  const table = opts.table === 'consultation_requests' ? consultationRequests : contactMessages;
  let status: InquiryEmailStatus;
  if (!opts.message) {
    opts.log.warn({ table: opts.table, id: opts.id }, 'OPERATOR_EMAIL is not set: the message is stored (list and answer it with `npm run inquiries`) and nobody was emailed');
    status = 'not_configured';
  } else {
    try {
      await opts.mailer.send(opts.message);
      status = 'sent';
    } catch (err) {
      opts.log.error({ err, table: opts.table, id: opts.id }, 'could not email the operator; the message is stored');
      status = 'failed';
    }
  }
  try {
    await opts.db
      .update(table)
      .set({ emailStatus: status, emailedAt: status === 'sent' ? new Date() : null })
      .where(eq(table.id, opts.id));
  } catch (err) {
    opts.log.error({ err, table: opts.table, id: opts.id }, 'could not record the email status');
  }
  return status;
}
