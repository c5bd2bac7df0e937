// Test mode's card form: looks and behaves like Stripe's card field, but confirms against our
// built-in test provider, which accepts only Stripe's published test cards and charges nothing.
import { FlaskConical } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { testConfirm } from './billing-api';
import { cvcLength, formatCardNumber, formatExpiry, validateCard, type CardErrors, type CardFields } from './card-input';
import { PayButton } from './pay-button';
import type { ConfirmOutcome, PaymentFormProps } from './payment-form-types';

export const TEST_MODE_NOTICE = 'Test mode — no real charge';

export function TestCardForm({ mode, clientSecret, submitLabel, processing, onSubmit }: PaymentFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});

  const set = (name: keyof CardFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const confirm = async (): Promise<ConfirmOutcome> => {
    const { card, errors: found } = validateCard(fields);
    setErrors(found);
    const firstField = (['number', 'expiry', 'cvc'] as const).find((name) => found[name]);
    if (firstField) {
      document.getElementById(`${id}-${firstField}`)?.focus();
      return { ok: false, message: found[firstField]!, shownInline: true };
    }
    try {
      const res = await testConfirm(mode, { clientSecret, card });
      const confirmedId = res.paymentIntentId ?? res.setupIntentId;
      if (res.status !== 'succeeded' || !confirmedId) return { ok: false, message: 'The payment was not completed.' };
      return { ok: true, id: confirmedId };
    } catch (err) {
      return { ok: false, message: errorMessage(err, mode === 'payment' ? 'Payment processing failed' : 'Your card could not be saved.') };
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!processing) onSubmit(confirm);
  };

  const field = (name: keyof CardFields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`${id}-${name}`, { error: errors[name] }),
    disabled: processing,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={mode === 'payment' ? 'Card payment' : 'Save card for subscription'}>
      <div className="flex gap-3 rounded-lg border border-warning-700/30 bg-warning-50 p-3 text-sm" role="note">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-warning-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">{TEST_MODE_NOTICE}</p>
          <p className="mt-0.5 text-ink-muted">
            Use <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span> with any future date and any CVC. To see a decline, use{' '}
            <span className="whitespace-nowrap font-mono">4000 0000 0000 0002</span>.
          </p>
        </div>
      </div>

      <Field id={`${id}-number`} label="Card number" error={errors.number}>
        <Input
          {...field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 items-start gap-4">
        <Field id={`${id}-expiry`} label="Expiry (MM / YY)" error={errors.expiry}>
          <Input
            {...field('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={fields.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value, fields.expiry))}
          />
        </Field>
        <Field id={`${id}-cvc`} label="CVC" error={errors.cvc}>
          <Input
            {...field('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={cvcLength(fields.number) === 4 ? '1234' : '123'}
            value={fields.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, cvcLength(fields.number)))}
          />
        </Field>
      </div>
      <PayButton ready processing={processing} label={submitLabel} />
    </form>
  );
}
