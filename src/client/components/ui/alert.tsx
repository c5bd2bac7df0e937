import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const variants: Record<AlertVariant, { box: string; icon: LucideIcon; iconColor: string }> = {
  info: { box: 'border-brand-200 bg-brand-50', icon: Info, iconColor: 'text-brand-700' },
  success: { box: 'border-success-600/30 bg-success-50', icon: CircleCheck, iconColor: 'text-success-700' },
  warning: { box: 'border-warning-700/30 bg-warning-50', icon: TriangleAlert, iconColor: 'text-warning-700' },
  danger: { box: 'border-danger-600/30 bg-danger-50', icon: CircleAlert, iconColor: 'text-danger-700' },
};

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

/**
 * An inline message: errors that block a page (variant danger, with a retry action),
 * confirmations and notes. Danger alerts are announced (role="alert"); the rest are polite.
 */
export function Alert({
  variant = 'info',
  title,
  children,
  action,
  className,
}: {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const v = variants[variant];
  const Icon = v.icon;
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-[var(--radius-card)] border p-4 text-sm', v.box, className)}
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', v.iconColor)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold text-ink">{title}</p>}
        {children && <div className={cn('text-ink-muted', title && 'mt-1')}>{children}</div>}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
