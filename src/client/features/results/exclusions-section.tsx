import { Ban } from 'lucide-react';
import type { Exclusion } from '../../../shared/recommendations.js';

/** 'Not recommended': products a hard requirement ruled out, each with its reasons. */
export function ExclusionsSection({ exclusions }: { exclusions: Exclusion[] }) {
  if (exclusions.length === 0) return null;
  return (
    <section id="not-recommended" aria-labelledby="excluded-title" className="mt-12 scroll-mt-14">
      <h2 id="excluded-title" className="text-xl font-bold tracking-tight text-ink">
        Not recommended
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {exclusions.length} {exclusions.length === 1 ? 'product was' : 'products were'} ruled out by a hard requirement, such as a
        must-have or your country.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {exclusions.map((e) => (
          <li key={e.productId} className="rounded-[var(--radius-card)] border border-line bg-white p-4">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Ban className="h-4 w-4 shrink-0 text-danger-700" aria-hidden="true" />
              {e.softwareName}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-ink-muted">
              {e.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
