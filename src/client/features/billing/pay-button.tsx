import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

/** Spec section 2: disabled and 'Processing...' while paying; never pressable before the form is ready. */
export function PayButton({ ready, processing, label }: { ready: boolean; processing: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!ready || processing} aria-busy={processing}>
      {processing ? <Spinner size="sm" decorative className="border-white/40 border-t-white" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
      {processing ? 'Processing...' : label}
    </Button>
  );
}
