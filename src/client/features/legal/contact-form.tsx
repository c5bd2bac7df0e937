import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { contactTopics, inquiryLimits } from '../../../shared/inquiries.js';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { useInquiryForm } from '../../lib/use-inquiry-form';

type Values = { name: string; email: string; topic: string; message: string; website: string };
const empty: Values = { name: '', email: '', topic: '', message: '', website: '' };
const fieldOrder = ['name', 'email', 'topic', 'message'] as const;

/** The contact page's form: stored and emailed to the operator (POST /api/contact). */
export function ContactForm() {
  const { values, errors, mutation, confirmationRef, update, submit, control } = useInquiryForm({
    idPrefix: 'contact',
    endpoint: '/api/contact',
    initial: (): Values => empty,
    fieldOrder,
    rules: { requireMessage: true, requireTopic: true },
    failure: 'Failed to send your message',
  });

  // The page is prerendered without a query string: a topic in the address (?topic=privacy) is
  // applied once the page is hydrated, so the server's HTML and the first render agree.
  const hydrated = useHydrated();
  const [addressRead, setAddressRead] = useState(false);
  if (hydrated && !addressRead) {
    setAddressRead(true);
    const topic = topicFromUrl();
    if (topic) update('topic', topic);
  }

  if (mutation.isSuccess) {
    return (
      <div className="rounded-[var(--radius-card)] border border-success-600/30 bg-success-50 p-8 text-center">
        <CircleCheck className="mx-auto h-12 w-12 text-success-700" aria-hidden="true" />
        <h2 ref={confirmationRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink outline-none">
          Message sent
        </h2>
        <p className="mx-auto mt-2 max-w-md text-ink-muted" role="status">
          {mutation.data.message}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      className="relative rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <Input
            {...control('name')}
            autoComplete="name"
            required
            maxLength={inquiryLimits.name}
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input
            {...control('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={inquiryLimits.email}
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />
        </Field>
        <Field id="contact-topic" label="Topic" error={errors.topic} className="sm:col-span-2">
          <Select
            id="contact-topic"
            value={values.topic}
            onValueChange={(v) => update('topic', v)}
            options={contactTopics}
            placeholder="Choose a topic"
            invalid={Boolean(errors.topic)}
            aria-describedby={fieldDescribedBy('contact-topic', { error: errors.topic })}
          />
        </Field>
        <Field id="contact-message" label="Message" error={errors.message} className="sm:col-span-2">
          <Textarea
            {...control('message')}
            rows={6}
            required
            maxLength={inquiryLimits.message}
            value={values.message}
            onChange={(e) => update('message', e.target.value)}
          />
        </Field>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
        />
      </div>
      {mutation.isError && (
        <Alert variant="danger" title="Your message was not sent" className="mt-6">
          {errorMessage(mutation.error, 'Failed to send your message')}
        </Alert>
      )}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          We use your details only to answer you. See our{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="shrink-0">
          {mutation.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}

/** /contact?topic=privacy preselects a topic (links from the privacy policy and pricing). */
function topicFromUrl(): string {
  const t = new URLSearchParams(window.location.search).get('topic');
  return contactTopics.some((c) => c.value === t) ? (t as string) : '';
}
