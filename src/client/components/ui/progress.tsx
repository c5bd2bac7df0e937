import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Progress({ value, className, label }: { value: number; className?: string; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root value={clamped} aria-label={label} className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-brand-100', className)}>
      <ProgressPrimitive.Indicator className="h-full bg-brand-700 transition-transform duration-500" style={{ transform: `translateX(-${100 - clamped}%)` }} />
    </ProgressPrimitive.Root>
  );
}
