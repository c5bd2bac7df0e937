import { inquiryLimits } from '../../shared/inquiries.js';

export type InquiryErrors = Partial<Record<'name' | 'email' | 'company' | 'preferredTimes' | 'message' | 'topic', string>>;

// The same rules as the server's schema (src/server/modules/consultations/inquiry.schemas.ts), checked
// before sending so people see every problem at once, next to its field.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInquiry(
  v: { name: string; email: string; company?: string; preferredTimes?: string; message: string; topic?: string },
  opts: { requireMessage: boolean; requireTopic?: boolean },
): InquiryErrors {
  const e: InquiryErrors = {};
  if (!v.name.trim()) e.name = 'Please enter your name';
  else if (v.name.trim().length > inquiryLimits.name) e.name = `Please keep your name under ${inquiryLimits.name} characters`;
  if (!v.email.trim()) e.email = 'Please enter your email address';
  else if (!EMAIL.test(v.email.trim()) || v.email.trim().length > inquiryLimits.email)
    e.email = 'Please enter a valid email address';
  if (opts.requireTopic && !v.topic) e.topic = 'Please choose a topic';
  if (opts.requireMessage && !v.message.trim()) e.message = 'Please write a message';
  else if (v.message.length > inquiryLimits.message)
    e.message = `Please keep your message under ${inquiryLimits.message} characters`;
  return e;
}
