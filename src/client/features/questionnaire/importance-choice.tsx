import type { Importance } from '../../../shared/questions.js';
import { cn } from '../../lib/cn';

const choices: { value: Importance; label: string; hint: string }[] = [
  { value: 'must-have', label: 'Must-have', hint: 'Weighs heavily; a product that cannot meet it may be ruled out.' },
  { value: 'nice-to-have', label: 'Nice-to-have', hint: 'Counts towards the score but never rules a product out.' },
];

/** Must-have / Nice-to-have per question: native radios (arrow keys move between them), styled as a segmented control. */
export function ImportanceChoice({
  questionId,
  value,
  onChange,
  disabled,
}: {
  questionId: number;
  value: Importance;
  onChange: (value: Importance) => void;
  disabled: boolean;
}) {
  const name = `importance-${questionId}`;
  const current = choices.find((c) => c.value === value)!;
  return (
    <fieldset className="min-w-0" disabled={disabled} aria-describedby={`${name}-hint`}>
      <legend className="text-sm font-medium text-ink">How important is this?</legend>
      <div className="mt-2 inline-grid grid-cols-2 rounded-lg border border-line bg-surface-sunken p-1">
        {choices.map((c) => (
          <label key={c.value} className="relative">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="peer absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                'block rounded-md px-4 py-1.5 text-center text-sm font-medium text-ink-muted transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                value === c.value && (c.value === 'must-have' ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-ink shadow-sm'),
                disabled && 'opacity-60',
              )}
            >
              {c.label}
            </span>
          </label>
        ))}
      </div>
      <p id={`${name}-hint`} className="mt-1.5 text-xs text-ink-muted">
        {disabled ? 'No requirement selected, so there is nothing to weigh.' : current.hint}
      </p>
    </fieldset>
  );
}
