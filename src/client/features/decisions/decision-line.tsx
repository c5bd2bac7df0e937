// A dashboard row's decision: the chosen product (or None yet) and its review date.
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { NONE_YET, type DecisionSummary } from '../../../shared/decisions.js';
import { Badge } from '../../components/ui/badge';
import { formatDate } from '../results/format';

export function DecisionLine({ decision }: { decision: DecisionSummary }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="project-decision">
      <span className="flex items-center gap-1.5 text-ink">
        <CheckCircle2 className="h-3.5 w-3.5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="text-ink-muted">{'Decision: '}</span>
        <span className="font-medium">{decision.productName ?? NONE_YET}</span>
      </span>
      <span className="flex items-center gap-1.5 text-ink-muted">
        <CalendarCheck className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
        {decision.productName ? 'Review' : 'Revisit'} {formatDate(decision.reviewDate)}
      </span>
      {decision.reviewDue && <Badge variant="warning">Review due</Badge>}
    </p>
  );
}
