import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

// Radix Toast is loaded with the first toast, not with every page: most visits never see one.
const ToasterView = lazy(() => import('./toaster-view'));

/** Mount once near the root; `toast({...})` from anywhere shows a notification here. */
export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
