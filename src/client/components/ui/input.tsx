import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const field =
  'w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-danger-600 disabled:opacity-60';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, 'py-2 leading-relaxed', className)} {...props} />;
}
