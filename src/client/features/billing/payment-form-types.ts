// The contract between a payment page and its card form (ours in test mode, Stripe Elements
// otherwise): the form collects the card and confirms with its provider; the page decides what
// success means and which toasts to show, so both forms behave exactly alike.
/** `shownInline`: the form already shows the problem beside its field (an empty or incomplete card), so no toast. */
export type ConfirmOutcome = { ok: true; id: string } | { ok: false; message: string; shownInline?: boolean };

export type PaymentFormProps = {
  /** 'payment' confirms a payment intent (checkout); 'setup' saves a card (subscribe). */
  mode: 'payment' | 'setup';
  clientSecret: string;
  submitLabel: string;
  processing: boolean;
  onSubmit: (confirm: () => Promise<ConfirmOutcome>) => void;
};
