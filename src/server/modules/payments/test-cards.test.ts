import { describe, expect, it } from 'vitest';
import { testCardSchema } from '../../../shared/payments.js';
import { passesLuhn } from '../../../shared/luhn.js';
import { checkTestCard, testCards } from './test-cards.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  checkTestCard(testCardSchema.parse({ number, expMonth: 12, expYear: 30, cvc: '123', ...extra }), NOW);

describe('Luhn', () => {
  it('accepts every published test card and rejects a changed digit', () => {
    for (const c of testCards) expect(passesLuhn(c.number), c.number).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('1234567812345678')).toBe(false);
  });
});

describe('checkTestCard (Stripe test mode behaviour)', () => {
  it('4242 4242 4242 4242 with any future expiry and any CVC succeeds', () => {
    const result = card('4242 4242 4242 4242', { cvc: '999', expMonth: 11, expYear: 2026 });
    expect(result).toMatchObject({ ok: true, last4: '4242', expYear: 2026 });
    expect(result.ok && result.card.behavior.kind).toBe('succeeds');
  });

  it('4000 0000 0000 0002 is declined', () => {
    const result = card('4000000000000002');
    expect(result.ok && result.card.behavior).toMatchObject({ kind: 'declined', message: 'Your card was declined.', declineCode: 'generic_decline' });
  });

  it('4000 0000 0000 9995 fails for insufficient funds', () => {
    const result = card('4000000000009995');
    expect(result.ok && result.card.behavior).toMatchObject({ kind: 'declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('a number failing the Luhn check is invalid', () => {
    expect(card('4242424242424241')).toEqual({ ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' });
  });

  it('an expiry in the past is refused; this month is still fine', () => {
    expect(card('4242424242424242', { expMonth: 10, expYear: 26 })).toMatchObject({ ok: false, code: 'invalid_expiry_month' });
    expect(card('4242424242424242', { expMonth: 1, expYear: 2025 })).toMatchObject({ ok: false, code: 'invalid_expiry_year' });
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 })).toMatchObject({ ok: true });
  });

  it('a real (non-test) card number is never accepted', () => {
    // Luhn-valid, but not one of Stripe's test cards.
    const result = card('4111111111111111');
    expect(result).toMatchObject({ ok: false, code: 'card_declined', declineCode: 'test_mode_live_card' });
  });

  it('American Express needs a four-digit CVC', () => {
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ ok: false, code: 'invalid_cvc' });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({ ok: true });
  });

  it('the schema names incomplete fields in Stripe’s words', () => {
    const parsed = testCardSchema.safeParse({ number: '4242', expMonth: 12, expYear: 30, cvc: '123' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Your card number is incomplete.');
    expect(testCardSchema.safeParse({ number: '4242424242424242', expMonth: 13, expYear: 30, cvc: '1' }).success).toBe(false);
  });
});
