// POST /api/consultations (the Pro page's request form, used when no booking widget is
// configured) and POST /api/contact (the contact page). Both are public: validated, limited per
// IP, stored, then emailed to OPERATOR_EMAIL in the background so a slow mail server never
// holds up the visitor.
import type { FastifyInstance } from 'fastify';
import type { InquiryReceipt } from '../../../shared/inquiries.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { HttpError } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { createMailer, type MailMessage, type Mailer } from '../../mail/mailer.js';
import { consultationRequestSchema, contactMessageSchema } from './inquiry.schemas.js';
import { consultationEmail, contactEmail } from './operator-email.js';
import { notifyOperator, storeConsultationRequest, storeContactMessage } from './consultations.service.js';

export const SUBMISSIONS_PER_HOUR = 5;

// What happens next, as it does: the request is stored (always), a person lists open requests
// with `npm run inquiries` (and gets an email copy when OPERATOR_EMAIL is set) and replies from
// there. The reference and the address let the visitor spot a typo in their email.
export const consultationReceived = (id: number, email: string) =>
  `Thank you! Your request is saved${id ? ` as #${id}` : ''}. A person reads every request and replies to ${email} to agree a time for the call.`;
export const contactReceived = (id: number, email: string) =>
  `Thank you! Your message is saved${id ? ` as #${id}` : ''}. A person reads every message and replies to ${email}.`;

export function registerConsultationRoutes(app: FastifyInstance, deps: { db: Db; env: Env; mailer?: Mailer }): void {
  const { db, env } = deps;
  const mailer = deps.mailer ?? createMailer(env, app.log);
  // Per client address, shared by every instance: enough for a person who retries, too little for a script.
  const limiter = createRateLimit(db, { name: 'inquiries', max: SUBMISSIONS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const inFlight = new Set<Promise<unknown>>();
  // Shutdown waits for emails already on their way.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  const notifyLater = (table: 'consultation_requests' | 'contact_messages', id: number, message: MailMessage | null) => {
    const p = notifyOperator({ db, mailer, table, id, message, log: app.log }).finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  const limit = async (ip: string) => {
    if (!(await limiter.take(ip)))
      throw new HttpError(429, 'Too many messages from your network. Please try again in an hour.', 'rate_limited');
  };

  app.post('/api/consultations', async (request, reply) => {
    const input = parseInput(consultationRequestSchema, request.body, 'body');
    await limit(request.ip);
    if (input.website) return reply.status(201).send({ id: 0, message: consultationReceived(0, input.email) }); // honeypot: looks accepted, goes nowhere
    const id = await storeConsultationRequest(db, input);
    const receipt: InquiryReceipt = { id, message: consultationReceived(id, input.email) };
    notifyLater(
      'consultation_requests',
      receipt.id,
      env.OPERATOR_EMAIL ? consultationEmail(env.OPERATOR_EMAIL, env.APP_NAME, receipt.id, input) : null,
    );
    return reply.status(201).send(receipt);
  });

  app.post('/api/contact', async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body, 'body');
    await limit(request.ip);
    if (input.website) return reply.status(201).send({ id: 0, message: contactReceived(0, input.email) });
    const id = await storeContactMessage(db, input);
    const receipt: InquiryReceipt = { id, message: contactReceived(id, input.email) };
    notifyLater(
      'contact_messages',
      receipt.id,
      env.OPERATOR_EMAIL ? contactEmail(env.OPERATOR_EMAIL, env.APP_NAME, receipt.id, input) : null,
    );
    return reply.status(201).send(receipt);
  });
}
