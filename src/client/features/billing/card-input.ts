// Our test-mode card form's input handling: grouping as people type, parsing MM / YY, and the
// same "incomplete" checks Stripe's card field makes before anything is sent.
import type { TestCard } from '../../../shared/payments.js';
import { passesLuhn } from '../../../shared/luhn.js';

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** American Express numbers are 15 digits grouped 4-6-5; the rest 16 (up to 19) in fours. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOnly(value).slice(0, 4);
  // Deleting the separator deletes the month's last digit with it.
  if (previous.endsWith(' / ') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

export function cvcLength(number: string): number {
  return /^3[47]/.test(digitsOnly(number)) ? 4 : 3;
}


/** Stripe's wording for fields that cannot be sent yet; the server checks the rest. */
export function validateCard(fields: CardFields, now = new Date()): { card: TestCard; errors: CardErrors } {
  const number = digitsOnly(fields.number);
  const [mm = '', yy = ''] = fields.expiry.split('/').map((s) => digitsOnly(s));
  const errors: CardErrors = {};
  if (number.length < (/^3[47]/.test(number) ? 15 : 16)) errors.number = 'Your card number is incomplete.';
  else if (!passesLuhn(number)) errors.number = 'Your card number is invalid.';
  const month = Number(mm);
  const year = 2000 + Number(yy);
  if (mm.length !== 2 || yy.length !== 2) errors.expiry = "Your card's expiration date is incomplete.";
  else if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    errors.expiry = "Your card's expiration date is in the past.";
  }
  if (digitsOnly(fields.cvc).length !== cvcLength(number)) errors.cvc = "Your card's security code is incomplete.";
  return { card: { number, expMonth: month, expYear: year, cvc: digitsOnly(fields.cvc) }, errors };
}
