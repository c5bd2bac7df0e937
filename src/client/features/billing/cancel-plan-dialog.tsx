import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

/** Confirms cancelling at period end: nothing changes until the paid month is over. */
export function CancelPlanDialog({
  open,
  onOpenChange,
  accessUntil,
  viaPortal,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accessUntil: string;
  viaPortal: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Cancel Unlimited Access?</DialogTitle>
        <DialogDescription>
          Your plan stops renewing. You keep unlimited projects until {accessUntil}; after that, new projects use project credits. Projects you
          created stay in your account.
          {viaPortal && ' You will confirm the cancellation on Stripe’s secure billing page.'}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Keep my plan
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
            Cancel at period end
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
