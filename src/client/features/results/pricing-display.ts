// What the pricing block shows (spec 2, Results): model, 'Starting at' and details; an object of
// other keys as one '$price/period' line per key; otherwise 'Contact for pricing'.

export type PricingDisplay =
  | { kind: 'standard'; model: string | null; startingPrice: string | null; details: string | null }
  | { kind: 'tiers'; tiers: { name: string; price: string }[] }
  | { kind: 'contact' };

export const CONTACT_FOR_PRICING = 'Contact for pricing';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/** '$12', '$12/month'; a price that already carries a symbol or a word ('Free', '€9') is kept as is. */
export function dollarPrice(price: unknown, period?: unknown): string | null {
  const p = text(price);
  if (!p) return null;
  const amount = /^\d/.test(p) ? `$${p}` : p;
  const per = text(period);
  return per ? `${amount}/${per.replace(/^\/+/, '')}` : amount;
}

/** 'pro_plan' → 'Pro plan', 'enterprise' → 'Enterprise'. */
export function humanizeKey(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export function pricingDisplay(pricing: unknown): PricingDisplay {
  if (!pricing || typeof pricing !== 'object' || Array.isArray(pricing)) return { kind: 'contact' };
  const record = pricing as Record<string, unknown>;
  const model = text(record.model);
  const startingPrice = text(record.startingPrice ?? record.starting_price);
  const details = text(record.details);
  if (model || startingPrice || details) return { kind: 'standard', model, startingPrice, details };

  const tiers: { name: string; price: string }[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (['model', 'startingPrice', 'starting_price', 'details'].includes(key)) continue;
    const price =
      value && typeof value === 'object' && !Array.isArray(value)
        ? dollarPrice((value as Record<string, unknown>).price, (value as Record<string, unknown>).period)
        : dollarPrice(value);
    if (price) tiers.push({ name: humanizeKey(key), price });
  }
  return tiers.length ? { kind: 'tiers', tiers } : { kind: 'contact' };
}
