import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder with the size of the content it stands for, so nothing moves when data arrives. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-sunken', className)} {...props} />;
}
