// Money and dates as the results page and the PDF show them. Kept free of React and jsPDF so
// both can use it; money is formatted exactly as the server words it (src/shared/money.ts).
import { formatMoney as sharedFormatMoney, isCurrency } from '../../../shared/money.js';

export function formatMoney(amount: number, currency: string): string {
  if (isCurrency(currency)) return sharedFormatMoney(amount, currency, { cents: true });
  const whole = Math.abs(amount - Math.round(amount)) < 0.005;
  return `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
}

/** A calendar date ('2026-11-02' or an ISO timestamp) as 'Nov 2, 2026'; unreadable input is returned as is. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
