import { CONTACT_FOR_PRICING, pricingDisplay } from './pricing-display';

export function PricingBlock({ pricing }: { pricing: unknown }) {
  const view = pricingDisplay(pricing);
  if (view.kind === 'contact') return <p className="text-sm text-ink-muted">{CONTACT_FOR_PRICING}</p>;
  if (view.kind === 'tiers') {
    return (
      <dl className="space-y-1 text-sm">
        {view.tiers.map((t) => (
          <div key={t.name} className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t.name}</dt>
            <dd className="font-medium text-ink">{t.price}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      {view.model && <p className="font-medium text-ink">{view.model}</p>}
      {view.startingPrice && (
        <p>
          <span className="text-ink-muted">Starting at </span>
          <span className="text-lg font-semibold text-ink">{view.startingPrice}</span>
        </p>
      )}
      {view.details && <p className="text-ink-muted">{view.details}</p>}
    </div>
  );
}
