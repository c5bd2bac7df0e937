import { cn } from '../../lib/cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-4', lg: 'h-12 w-12 border-4' } as const;

/** A spinner with a label for screen readers. Inside a button, pass `decorative` (the button names the action). */
export function Spinner({
  label = 'Loading…',
  size = 'md',
  decorative = false,
  className,
}: {
  label?: string;
  size?: keyof typeof sizes;
  decorative?: boolean;
  className?: string;
}) {
  const ring = (
    <span
      className={cn('inline-block animate-spin rounded-full border-brand-200 border-t-brand-700', sizes[size], className)}
      aria-hidden="true"
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
