import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The ids a control inside a Field should reference in aria-describedby. */
export function fieldDescribedBy(id: string, opts: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Label, control, hint and error of one form field. The control gets `id`, `aria-invalid` and
 * `aria-describedby={fieldDescribedBy(id, {hint, error})}` from the caller.
 */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-ink-subtle">(optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
