// The project's category is not the kind of software its needs describe (an HVAC firm's work orders
// and service agreements filed as CRM): the results stay in the category the buyer chose, and this
// says which kind the needs also describe and where we compare it.
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { labelOf, softwareCategories } from '../../../shared/options.js';
import type { KindElsewhere } from '../../../shared/recommendations.js';
import { lowerFirst } from '../../../shared/wording.js';
import { buttonClasses } from '../../components/ui/button';

export function KindElsewhereNote({ kind, category, projectId }: { kind: KindElsewhere; category: string; projectId: number }) {
  const here = labelOf(softwareCategories, category);
  const kindName = lowerFirst(kind.kind);
  return (
    <section
      aria-labelledby="kind-elsewhere"
      className="mt-6 rounded-lg border border-amber-200 bg-amber-50/70 p-4 text-sm"
      data-testid="kind-elsewhere"
    >
      <h2 id="kind-elsewhere" className="flex items-center gap-2 font-semibold text-ink">
        <Compass className="h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        Your needs also describe {kindName} software
      </h2>
      <p className="mt-2 text-ink">You asked for what {kindName} software is built for:</p>
      <ul className="mt-1 list-disc pl-5 text-ink">
        {kind.capabilities.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="mt-2 text-ink-muted">
        We compare {kindName} products under the Other category. The products below are ranked as {here} software, on what each is
        known to offer.
      </p>
      <Link href={`/project-wizard?from=${projectId}&category=other`} className={`${buttonClasses('secondary', 'sm')} mt-3`}>
        New Other project
      </Link>
      <p className="mt-2 text-xs text-ink-muted">It starts with this project's details filled in, for you to check.</p>
    </section>
  );
}
