import type { ReactNode } from 'react';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { countries, employeeCounts, industries } from '../../../shared/options.js';
import { projectLimits } from '../../../shared/projects.js';
import { fieldId, type FieldErrors, type WizardValues } from './wizard-form';

type Props = {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
  /** "For which client?" (issue 19), above the other fields. */
  clientChoice?: ReactNode;
};

/** Step 1 (spec section 2): Project Name, Country, Industry, Number of Employees — all required; the client choice first. */
export function ProjectDetailsStep({ values, errors, onChange, clientChoice }: Props) {
  const selectProps = (field: 'country' | 'industry' | 'employeeCount') => ({
    id: fieldId(field),
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    invalid: Boolean(errors[field]),
    'aria-describedby': fieldDescribedBy(fieldId(field), { error: errors[field] }),
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {clientChoice && <div className="sm:col-span-2">{clientChoice}</div>}
      <Field id={fieldId('name')} label="Project Name" error={errors.name} className="sm:col-span-2">
        <Input
          id={fieldId('name')}
          value={values.name}
          onChange={(e) => onChange('name', e.target.value)}
          placeholder="e.g. New CRM for the sales team"
          maxLength={projectLimits.nameMax}
          autoComplete="off"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={fieldDescribedBy(fieldId('name'), { error: errors.name })}
        />
      </Field>
      <Field id={fieldId('country')} label="Country" error={errors.country}>
        <Select {...selectProps('country')} options={countries} placeholder="Select a country" />
      </Field>
      <Field id={fieldId('industry')} label="Industry" error={errors.industry}>
        <Select {...selectProps('industry')} options={industries} placeholder="Select an industry" />
      </Field>
      <Field id={fieldId('employeeCount')} label="Number of Employees" error={errors.employeeCount} className="sm:col-span-2">
        <Select {...selectProps('employeeCount')} options={employeeCounts} placeholder="Select company size" />
      </Field>
    </div>
  );
}
