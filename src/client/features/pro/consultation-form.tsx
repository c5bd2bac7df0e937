import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { inquiryLimits } from '../../../shared/inquiries.js';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useInquiryForm } from '../../lib/use-inquiry-form';

type Values = { name: string; email: string; company: string; preferredTimes: string; message: string; website: string };
const empty: Values = { name: '', email: '', company: '', preferredTimes: '', message: '', website: '' };
const fieldOrder = ['name', 'email', 'company', 'preferredTimes', 'message'] as const;

/** Used when no booking widget is configured: the request is stored and emailed to the operator. */
export function ConsultationForm() {
  const { values, errors, mutation, confirmationRef, update, submit, control } = useInquiryForm({
    idPrefix: 'consult',
    endpoint: '/api/consultations',
    initial: (): Values => empty,
    fieldOrder,
    rules: { requireMessage: false },
    failure: 'Failed to send your request',
  });

  if (mutation.isSuccess) {
    return (
      <div className="rounded-[var(--radius-card)] border border-success-600/30 bg-success-50 p-8 text-center">
        <CircleCheck className="mx-auto h-12 w-12 text-success-700" aria-hidden="true" />
        <h3 ref={confirmationRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink outline-none">
          Request received
        </h3>
        <p className="mx-auto mt-2 max-w-md text-ink-muted" role="status">
          {mutation.data.message}
        </p>
        <p className="mt-4 text-sm text-ink-muted">We never pass your details to software vendors.</p>
      </div>
    );
  }

  const set = (key: keyof Values) => (e: { target: { value: string } }) => update(key, e.target.value);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Consultation request"
      className="relative rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id="consult-name" label="Name" error={errors.name}>
          <Input
            {...control('name')}
            autoComplete="name"
            required
            maxLength={inquiryLimits.name}
            value={values.name}
            onChange={set('name')}
          />
        </Field>
        <Field id="consult-email" label="Work email" error={errors.email}>
          <Input
            {...control('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={inquiryLimits.email}
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field id="consult-company" label="Company" optional error={errors.company}>
          <Input
            {...control('company')}
            autoComplete="organization"
            maxLength={inquiryLimits.company}
            value={values.company}
            onChange={set('company')}
          />
        </Field>
        <Field id="consult-preferredTimes" label="Preferred times" optional error={errors.preferredTimes}>
          <Input
            {...control('preferredTimes')}
            placeholder="e.g. Tue or Thu mornings, CET"
            maxLength={inquiryLimits.preferredTimes}
            value={values.preferredTimes}
            onChange={set('preferredTimes')}
          />
        </Field>
        <Field
          id="consult-message"
          label="What would you like to discuss?"
          optional
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...control('message')}
            rows={4}
            maxLength={inquiryLimits.message}
            placeholder="The software you chose or are considering, your team size and your timeline."
            value={values.message}
            onChange={set('message')}
          />
        </Field>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="consult-website">Leave this field empty</label>
        <input id="consult-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      {mutation.isError && (
        <Alert variant="danger" title="Your request was not sent" className="mt-6">
          {errorMessage(mutation.error, 'Failed to send your request')}
        </Alert>
      )}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          We use these details only to arrange your consultation. See our{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="shrink-0">
          {mutation.isPending ? 'Sending...' : 'Request Consultation'}
        </Button>
      </div>
    </form>
  );
}
