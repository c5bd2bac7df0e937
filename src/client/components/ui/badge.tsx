import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-brand-700 text-white border-transparent',
  secondary: 'bg-brand-50 text-brand-800 border-brand-100',
  outline: 'bg-white text-ink border-line',
  success: 'bg-success-50 text-success-700 border-success-600/30',
  warning: 'bg-warning-50 text-warning-700 border-warning-700/30',
  danger: 'bg-danger-50 text-danger-700 border-danger-600/30',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)}
      {...props}
    />
  );
}
