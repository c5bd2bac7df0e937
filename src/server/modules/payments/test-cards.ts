// Stripe's published test cards (https://docs.stripe.com/testing) and what each one does, so the
// built-in test mode behaves like Stripe's own test mode. Any other number is refused: a real
// card number typed into the test form is never charged, kept or logged.
import type { z } from 'zod';
import type { testCardSchema } from '../../../shared/payments.js';
import { passesLuhn } from '../../../shared/luhn.js';

export type TestCardBehavior =
  | { kind: 'succeeds' }
  /** Saving the card works, but every charge to it is declined (Stripe's 4000 0000 0000 0341). */
  | { kind: 'charge_fails'; code: string; declineCode: string; message: string }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

type TestCard = { number: string; brand: string; behavior: TestCardBehavior };

const declined = (declineCode: string, message: string, code = 'card_declined'): TestCardBehavior => ({
  kind: 'declined',
  code,
  declineCode,
  message,
});

export const DECLINED_MESSAGE = 'Your card was declined.';

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behavior: { kind: 'succeeds' } },
  { number: '4000056655665556', brand: 'visa', behavior: { kind: 'succeeds' } },
  { number: '5555555555554444', brand: 'mastercard', behavior: { kind: 'succeeds' } },
  { number: '2223003122003222', brand: 'mastercard', behavior: { kind: 'succeeds' } },
  { number: '5200828282828210', brand: 'mastercard', behavior: { kind: 'succeeds' } },
  { number: '378282246310005', brand: 'amex', behavior: { kind: 'succeeds' } },
  { number: '371449635398431', brand: 'amex', behavior: { kind: 'succeeds' } },
  { number: '6011111111111117', brand: 'discover', behavior: { kind: 'succeeds' } },
  { number: '3056930009020004', brand: 'diners', behavior: { kind: 'succeeds' } },
  { number: '3566002020360505', brand: 'jcb', behavior: { kind: 'succeeds' } },
  { number: '6200000000000005', brand: 'unionpay', behavior: { kind: 'succeeds' } },
  { number: '4000000000000002', brand: 'visa', behavior: declined('generic_decline', DECLINED_MESSAGE) },
  { number: '4000000000009995', brand: 'visa', behavior: declined('insufficient_funds', 'Your card has insufficient funds.') },
  { number: '4000000000009987', brand: 'visa', behavior: declined('lost_card', DECLINED_MESSAGE) },
  { number: '4000000000009979', brand: 'visa', behavior: declined('stolen_card', DECLINED_MESSAGE) },
  { number: '4000000000000069', brand: 'visa', behavior: declined('expired_card', 'Your card has expired.', 'expired_card') },
  { number: '4000000000000127', brand: 'visa', behavior: declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc') },
  {
    number: '4000000000000119',
    brand: 'visa',
    behavior: declined('processing_error', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'),
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    behavior: { kind: 'charge_fails', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE },
  },
];


export type CardCheck =
  | { ok: true; card: TestCard; last4: string; expMonth: number; expYear: number }
  | { ok: false; code: string; declineCode?: string; message: string };

/**
 * What Stripe's test mode would say about these card details: format first (Luhn, expiry,
 * CVC length), then the test card's own behaviour. `now` decides what "future expiry" means.
 */
export function checkTestCard(input: z.output<typeof testCardSchema>, now = new Date()): CardCheck {
  const digits = input.number;
  if (!passesLuhn(digits)) return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (expYear < thisYear) return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." };
  if (expYear === thisYear && input.expMonth < thisMonth) {
    return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." };
  }
  if (expYear > thisYear + 50) return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  const card = testCards.find((c) => c.number === digits);
  if (!card) {
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined. Your request was in test mode, but used a non test card. Use one of the test cards, for example 4242 4242 4242 4242.',
    };
  }
  const cvcLength = card.brand === 'amex' ? 4 : 3;
  if (input.cvc.length !== cvcLength) return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid." };
  return { ok: true, card, last4: digits.slice(-4), expMonth: input.expMonth, expYear };
}
