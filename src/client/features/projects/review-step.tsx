import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import { NO_CLIENT_LABEL } from './client-select';
import type { FormStep, WizardValues } from './wizard-form';

/** Step 3 (spec section 2): what will be created, and the 'What happens next?' note. */
/** `clientName`: the chosen client's name, null for none. */
export function ReviewStep({ values, clientName, onEdit }: { values: WizardValues; clientName: string | null; onEdit: (step: FormStep) => void }) {
  return (
    <div className="grid gap-6">
      <ReviewSection title="Project Details" onEdit={() => onEdit(1)}>
        <Item label="Client">{clientName ?? NO_CLIENT_LABEL}</Item>
        <Item label="Project Name">{values.name}</Item>
        <Item label="Country">{labelOf(countries, values.country)}</Item>
        <Item label="Industry">{labelOf(industries, values.industry)}</Item>
        <Item label="Company Size">{labelOf(employeeCounts, values.employeeCount)}</Item>
      </ReviewSection>
      <ReviewSection title="Business Requirements" onEdit={() => onEdit(2)}>
        <Item label="Software Category">{labelOf(softwareCategories, values.softwareCategory)}</Item>
        <Item label="Teams/Departments Affected">
          <ul className="flex flex-wrap gap-1.5">
            {values.affectedTeams.map((team) => (
              <li key={team} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {team}
              </li>
            ))}
          </ul>
        </Item>
        <Item label="Business Needs" wide>
          <p className="whitespace-pre-line break-words">{values.businessNeeds}</p>
        </Item>
      </ReviewSection>
      <Alert variant="info" title="What happens next?">
        Our AI will generate tailored questions based on your project details and requirements. This typically takes 5-10
        minutes. You then answer them and receive ranked software recommendations.
      </Alert>
    </div>
  );
}

function ReviewSection({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface-muted p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <Button variant="link" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}
