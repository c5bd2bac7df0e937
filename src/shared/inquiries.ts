// Limits and choices of the two public forms (Pro consultation request, contact form). Plain
// constants without zod, so the browser's form code can use them without bundling zod; the
// server's schemas (modules/consultations/inquiry.schemas.ts) are built from them.

export const inquiryLimits = {
  name: 120,
  email: 254,
  company: 160,
  preferredTimes: 300,
  message: 4000,
} as const;

export const contactTopics = [
  { value: 'general', label: 'General question' },
  { value: 'privacy', label: 'Privacy or data request (export, correction, deletion)' },
  { value: 'billing', label: 'Billing and payments' },
  { value: 'pro', label: 'Pro Services and implementation' },
] as const;
export type ContactTopic = (typeof contactTopics)[number]['value'];
export const contactTopicValues = contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

/** The answer to a stored consultation request or contact message. */
export type InquiryReceipt = { id: number; message: string };
