import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION, useToasts } from './use-toast';

const tone = {
  default: 'border-line bg-white text-ink',
  success: 'border-success-600/40 bg-white text-ink',
  destructive: 'border-danger-700 bg-danger-700 text-white',
} as const;

/** Radix Toast: announced to screen readers, swipe right (50 px) to dismiss, F8 focuses the viewport. */
export default function ToasterView() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'relative grid w-full gap-1 rounded-xl border p-4 pr-10 shadow-[var(--shadow-raised)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:hidden',
            tone[t.variant ?? 'default'],
          )}
        >
          {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
          {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          {t.action && (
            <Toast.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="mt-2 inline-flex h-8 w-fit items-center rounded-md border border-current px-3 text-sm font-medium"
              >
                {t.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
            aria-label="Close notification"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Under the nav bar, centred: primary actions sit at the bottom of forms and at the right of page headers, never here. */}
      <Toast.Viewport className="fixed inset-x-0 top-16 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-3 outline-none sm:p-4" />
    </Toast.Provider>
  );
}
