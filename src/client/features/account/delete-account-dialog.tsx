import { useState } from 'react';
import { ACCOUNT_DELETE_CONFIRMATION } from '../../../shared/account.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';

/** Deleting the account cannot be undone: the person types DELETE first. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;
  const change = (next: boolean) => {
    if (pending) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your projects, answers, results and profile, and signs you out on every device. Payment records are kept, with nothing
          linking them to you, because accounting law requires it. This cannot be undone.
        </DialogDescription>
        <form
          className="mt-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (confirmed) onConfirm();
          }}
        >
          <Field id="delete-account-confirm" label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}>
            <Input id="delete-account-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || pending} aria-busy={pending}>
              {pending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
