import { Check } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';

const deliverables = [
  'A free 30-minute consultation to review your shortlist, goals and constraints',
  'A written implementation plan with milestones, owners and a budget',
  'A contract checklist: seats, auto-renewal, price increases and data export terms',
  'Data migration from your old system or spreadsheets',
  'Integrations with the tools you already use',
  'Role-based training for your team and your administrators',
  'Go-live support and an adoption review after 30 days',
  'One point of contact from kick-off to sign-off',
];

export function WhatYouGetSection() {
  return (
    <section aria-labelledby="get-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
        <SectionHeading
          id="get-title"
          align="left"
          eyebrow="Deliverables"
          title="What You Get"
          lead="Everything a small team needs to go live with confidence, without hiring a project manager."
        />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {deliverables.map((d) => (
            <li key={d} className="flex gap-3 rounded-[var(--radius-card)] border border-line p-4 text-sm text-ink">
              <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-success-50 text-success-700">
                <Check className="h-4 w-4" aria-hidden="true" />
              </span>
              {d}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
