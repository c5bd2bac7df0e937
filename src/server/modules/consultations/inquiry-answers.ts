// The operator's side of the two public forms: list what came in and answer it. Used by
// `npm run inquiries`; the reply goes out through the same mailer as every other email (SMTP, or
// the outbox in DATA_DIR when no mail server is configured), and is recorded on the row.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consultationRequests, contactMessages, type InquiryEmailStatus } from '../../db/tables/inquiries.js';
import type { Mailer } from '../../mail/mailer.js';

export type InquiryKind = 'consultation' | 'contact';
export const inquiryKinds: readonly InquiryKind[] = ['consultation', 'contact'];

export type Inquiry = {
  kind: InquiryKind;
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  /** Company and preferred times for a consultation; the topic for a contact message. */
  details: string[];
  message: string | null;
  emailStatus: InquiryEmailStatus;
  answer: string | null;
  answeredAt: Date | null;
};

const tableOf = (kind: InquiryKind) => (kind === 'consultation' ? consultationRequests : contactMessages);

export async function listInquiries(db: Db, opts: { all?: boolean } = {}): Promise<Inquiry[]> {
  const consultations = await db
    .select()
    .from(consultationRequests)
    .where(opts.all ? undefined : isNull(consultationRequests.answeredAt))
    .orderBy(asc(consultationRequests.createdAt));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(opts.all ? undefined : isNull(contactMessages.answeredAt))
    .orderBy(asc(contactMessages.createdAt));
  return [
    ...consultations.map((r) => ({
      kind: 'consultation' as const,
      id: r.id,
      createdAt: r.createdAt,
      name: r.name,
      email: r.email,
      details: [r.company ? `company: ${r.company}` : '', r.preferredTimes ? `times: ${r.preferredTimes}` : ''].filter(Boolean),
      message: r.message,
      emailStatus: r.emailStatus,
      answer: r.answer,
      answeredAt: r.answeredAt,
    })),
    ...messages.map((r) => ({
      kind: 'contact' as const,
      id: r.id,
      createdAt: r.createdAt,
      name: r.name,
      email: r.email,
      details: [`topic: ${r.topic}`],
      message: r.message,
      emailStatus: r.emailStatus,
      answer: r.answer,
      answeredAt: r.answeredAt,
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type AnswerOutcome = 'answered' | 'not_found' | 'already_answered';

/**
 * Marks an open inquiry answered. With `reply`, the text is emailed to the person first (quoting
 * what they wrote); if the email fails nothing is recorded, so the operator can try again.
 */
export async function answerInquiry(
  db: Db,
  opts: { kind: InquiryKind; id: number; text: string; reply: boolean; mailer?: Mailer; appName: string },
): Promise<AnswerOutcome> {
  const table = tableOf(opts.kind);
  const [row] = await db.select().from(table).where(eq(table.id, opts.id));
  if (!row) return 'not_found';
  if (row.answeredAt) return 'already_answered';
  if (opts.reply) {
    if (!opts.mailer) throw new Error('a reply needs a mailer');
    const what = opts.kind === 'consultation' ? 'consultation request' : 'message';
    const quoted = (row.message ?? '').split('\n').map((l) => `> ${l}`).join('\n');
    await opts.mailer.send({
      to: row.email,
      subject: `Re: your ${what} to ${opts.appName} (#${row.id})`,
      text: `Hello ${row.name},\n\n${opts.text}\n\n${opts.appName}\n\n${quoted ? `You wrote on ${row.createdAt.toISOString().slice(0, 10)}:\n${quoted}\n` : ''}`,
    });
  }
  const answer = opts.reply ? opts.text : `(closed without an email) ${opts.text}`;
  const updated = await db
    .update(table)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(table.id, opts.id), isNull(table.answeredAt)))
    .returning({ id: table.id });
  return updated.length ? 'answered' : 'already_answered';
}
