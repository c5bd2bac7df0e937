// The state of a public inquiry form (contact page, Pro consultation request): its values, the
// field errors checked before sending, focus on the first wrong field, the send itself (a toast
// when it fails) and focus on the confirmation once it is sent.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InquiryReceipt } from '../../shared/inquiries.js';
import { fieldDescribedBy } from '../components/ui/field';
import { toast } from '../components/ui/use-toast';
import { apiRequest, errorMessage } from './api';
import { validateInquiry, type InquiryErrors } from './validate-inquiry';

type InquiryValues = Parameters<typeof validateInquiry>[0] & { website: string };

export function useInquiryForm<V extends InquiryValues>(opts: {
  /** Field ids are `${idPrefix}-name`, `${idPrefix}-email`… */
  idPrefix: string;
  endpoint: string;
  initial: () => V;
  /** The fields in page order: the first one with an error gets focus. */
  fieldOrder: readonly (keyof InquiryErrors)[];
  rules: Parameters<typeof validateInquiry>[1];
  /** What the toast says when sending fails for no stated reason. */
  failure: string;
}) {
  const [values, setValues] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const mutation = useMutation({
    mutationFn: (body: V) => apiRequest<InquiryReceipt>('POST', opts.endpoint, body),
    onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, opts.failure) }),
  });

  useEffect(() => {
    if (mutation.isSuccess) confirmationRef.current?.focus();
  }, [mutation.isSuccess]);

  const update = (key: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as keyof InquiryErrors]) setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateInquiry(values, opts.rules);
    setErrors(found);
    const first = opts.fieldOrder.find((k) => found[k]);
    if (first) {
      document.getElementById(`${opts.idPrefix}-${first}`)?.focus();
      return;
    }
    mutation.mutate(values);
  };

  /** id, aria-invalid and aria-describedby of a field's control. */
  const control = (key: keyof InquiryErrors) => ({
    id: `${opts.idPrefix}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`${opts.idPrefix}-${key}`, { error: errors[key] }),
  });

  return { values, errors, mutation, confirmationRef, update, submit, control };
}
