// Request bodies of POST /api/consultations and POST /api/contact. Strings are trimmed; empty
// optional fields become null. `website` is a honeypot: people never see it, bots fill it in.
import { z } from 'zod';
import { contactTopicValues, inquiryLimits as max } from '../../../shared/inquiries.js';

const required = (label: string, limit: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(limit, `${label} must be at most ${limit} characters`);

const optional = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .max(limit, `${label} must be at most ${limit} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(max.email, `Email must be at most ${max.email} characters`)
  .pipe(z.email('Please enter a valid email address'));

const honeypot = z.string().max(500).optional();

export const consultationRequestSchema = z.object({
  name: required('Name', max.name),
  email,
  company: optional('Company', max.company),
  preferredTimes: optional('Preferred times', max.preferredTimes),
  message: optional('Message', max.message),
  website: honeypot,
});
export type ConsultationRequestInput = z.infer<typeof consultationRequestSchema>;

export const contactMessageSchema = z.object({
  name: required('Name', max.name),
  email,
  topic: z.enum(contactTopicValues, { error: 'Please choose a topic' }),
  message: required('Message', max.message),
  website: honeypot,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
