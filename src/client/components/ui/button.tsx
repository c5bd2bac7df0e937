import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-ink border border-line hover:bg-surface-muted',
  outline: 'border border-brand-700 text-brand-700 bg-white hover:bg-brand-50',
  ghost: 'text-ink hover:bg-surface-muted',
  destructive: 'bg-danger-700 text-white hover:bg-danger-600',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0',
  /** On dark panels (brand-900/950): a light outline. */
  inverse: 'border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white',
} as const;
const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base', icon: 'h-9 w-9' } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a link) with button styling. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer whitespace-nowrap',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={buttonClasses(variant, size, className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
