// One submit flow for both pages and both card forms: the button stays disabled from the click
// until a failure (or until we navigate away after success). The provider's answers are toasts;
// a card that cannot be sent yet is shown beside its fields instead.
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import type { ConfirmOutcome } from './payment-form-types';

export function usePaymentSubmit(opts: {
  /** Toast title when the card form reports a failure (spec section 8). */
  failureTitle: 'Payment Failed' | 'Payment Method Setup Failed';
  /** After the provider confirmed: returns true when the page moves on (keep the button disabled). */
  afterConfirmed: (id: string) => Promise<boolean>;
}) {
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const { failureTitle, afterConfirmed } = opts;

  const submit = useCallback(
    async (confirm: () => Promise<ConfirmOutcome>) => {
      if (busy.current) return; // a double click pays once
      busy.current = true;
      setProcessing(true);
      let movingOn = false;
      try {
        const result = await confirm();
        if (!result.ok) {
          if (result.shownInline) return;
          toast({ title: failureTitle, description: result.message, variant: 'destructive' });
          return;
        }
        movingOn = await afterConfirmed(result.id);
      } catch (err) {
        toast({ title: 'Payment Failed', description: (err instanceof Error && err.message) || 'Payment processing failed', variant: 'destructive' });
      } finally {
        if (!movingOn) {
          busy.current = false;
          setProcessing(false);
        }
      }
    },
    [failureTitle, afterConfirmed],
  );

  return { processing, submit: (confirm: () => Promise<ConfirmOutcome>) => void submit(confirm) };
}
