import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export type SelectOption = { value: string; label: string };

export function Select(props: {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
}) {
  return (
    <SelectPrimitive.Root value={props.value || undefined} onValueChange={props.onValueChange}>
      <SelectPrimitive.Trigger
        id={props.id}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props['aria-describedby']}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-lg border border-line bg-white px-3 text-left text-sm data-[placeholder]:text-slate-500 aria-[invalid=true]:border-danger-600',
          props.className,
        )}
      >
        <SelectPrimitive.Value placeholder={props.placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="h-4 w-4 text-ink-muted" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white shadow-[var(--shadow-raised)]">
          <SelectPrimitive.Viewport className="p-1">
            {props.options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
