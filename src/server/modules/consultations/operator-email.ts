// The notification the operator receives for a consultation request or a contact message:
// plain text plus a simple HTML version, every submitted value escaped.
import { contactTopics } from '../../../shared/inquiries.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { ConsultationRequestInput, ContactMessageInput } from './inquiry.schemas.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Header values must not carry line breaks (a subject is one line). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 120);

function render(to: string, subject: string, intro: string, rows: [string, string | null][]): MailMessage {
  const shown = rows.map(([label, value]) => [label, value ?? '—'] as const);
  const text = [intro, '', ...shown.map(([label, value]) => `${label}:\n${value}\n`)].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">',
    ...shown.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th>` +
        `<td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return { to, subject: oneLine(subject), text, html };
}

export function consultationEmail(to: string, appName: string, id: number, r: ConsultationRequestInput): MailMessage {
  return render(
    to,
    `[${appName}] Consultation request from ${r.name}${r.company ? ` (${r.company})` : ''}`,
    `A new free consultation request (#${id}) arrived from the Pro page. Reply to the requester to confirm a time.`,
    [
      ['Name', r.name],
      ['Email', r.email],
      ['Company', r.company],
      ['Preferred times', r.preferredTimes],
      ['Message', r.message],
    ],
  );
}

export function contactEmail(to: string, appName: string, id: number, m: ContactMessageInput): MailMessage {
  const topic = contactTopics.find((t) => t.value === m.topic)?.label ?? m.topic;
  return render(to, `[${appName}] ${topic}: message from ${m.name}`, `A new message (#${id}) arrived from the contact page.`, [
    ['Name', m.name],
    ['Email', m.email],
    ['Topic', topic],
    ['Message', m.message],
  ]);
}
