import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCard } from './card-input';

const NOW = new Date(2026, 10, 21);

describe('test-mode card input', () => {
  it('groups card numbers as people type them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('formats the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / ', '12 / 3')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('accepts 4242… with a future expiry and any CVC', () => {
    const { card, errors } = validateCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '999' }, NOW);
    expect(errors).toEqual({});
    expect(card).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '999' });
  });

  it('names what is incomplete or wrong in Stripe’s words', () => {
    expect(validateCard({ number: '4242', expiry: '1', cvc: '' }, NOW).errors).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '123' }, NOW).errors).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateCard({ number: '3782 822463 10005', expiry: '11 / 26', cvc: '123' }, NOW).errors).toEqual({
      cvc: "Your card's security code is incomplete.",
    });
  });
});
