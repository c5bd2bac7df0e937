import { useState } from 'react';
import type { BillingLedgerEntry, BillingPurchase } from '../../../shared/payments.js';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatAmount, formatDate } from './billing-format';

const COLLAPSED = 5;

/** Purchases (what was paid) and credit history (every credit granted or used), newest first. */
export function BillingHistory({ purchases, ledger, testMode }: { purchases: BillingPurchase[]; ledger: BillingLedgerEntry[]; testMode: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <HistoryList
        title="Purchases"
        empty="No purchases yet."
        rows={purchases.map((p) => ({
          key: p.id,
          date: p.createdAt,
          label: p.description,
          value: formatAmount(p.amountCents, p.currency),
          note: testMode ? 'test mode' : undefined,
        }))}
      />
      <HistoryList
        title="Credit history"
        empty="No project credits yet."
        rows={ledger.map((e, i) => ({
          key: `${e.createdAt}-${i}`,
          date: e.createdAt,
          label: e.description,
          value: `${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)} credit${Math.abs(e.delta) === 1 ? '' : 's'}`,
          tone: e.delta > 0 ? 'text-success-700' : 'text-ink-muted',
        }))}
      />
    </div>
  );
}

type Row = { key: string; date: string; label: string; value: string; note?: string; tone?: string };

function HistoryList({ title, empty, rows }: { title: string; empty: string; rows: Row[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? rows : rows.slice(0, COLLAPSED);
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
          {shown.map((r) => (
            <li key={r.key} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="text-ink">{r.label}</p>
                <p className="text-xs text-ink-subtle">
                  <time dateTime={r.date}>{formatDate(r.date)}</time>
                  {r.note && ` · ${r.note}`}
                </p>
              </div>
              <span className={cn('whitespace-nowrap font-medium', r.tone ?? 'text-ink')}>{r.value}</span>
            </li>
          ))}
        </ul>
      )}
      {rows.length > COLLAPSED && (
        <Button variant="link" size="sm" className="mt-1" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? 'Show less' : `Show all ${rows.length}`}
        </Button>
      )}
    </section>
  );
}
