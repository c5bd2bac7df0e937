import { describe, expect, it } from 'vitest';
import { dollarPrice, humanizeKey, pricingDisplay } from './pricing-display';

describe('pricingDisplay', () => {
  it('shows the standard model, starting price and details', () => {
    expect(pricingDisplay({ model: 'Per user per month', startingPrice: '$15/user/month', details: 'Billed annually' })).toEqual({
      kind: 'standard',
      model: 'Per user per month',
      startingPrice: '$15/user/month',
      details: 'Billed annually',
    });
  });

  it('accepts the snake_case starting price and partial objects', () => {
    expect(pricingDisplay({ starting_price: '$9' })).toEqual({ kind: 'standard', model: null, startingPrice: '$9', details: null });
  });

  it("shows an object of other keys as '$price/period' lines", () => {
    expect(pricingDisplay({ basic: { price: 12, period: 'month' }, pro_plan: { price: '29.50', period: 'user/month' }, enterprise: { price: 'Custom' } })).toEqual({
      kind: 'tiers',
      tiers: [
        { name: 'Basic', price: '$12/month' },
        { name: 'Pro plan', price: '$29.50/user/month' },
        { name: 'Enterprise', price: 'Custom' },
      ],
    });
  });

  it('takes bare numbers as prices and skips keys without one', () => {
    expect(pricingDisplay({ starter: 10, notes: { period: 'month' } })).toEqual({ kind: 'tiers', tiers: [{ name: 'Starter', price: '$10' }] });
  });

  it.each([null, undefined, 'cheap', 42, [], {}, { model: '  ' }, { tier: { price: null } }])("falls back to 'Contact for pricing' for %j", (value) => {
    expect(pricingDisplay(value)).toEqual({ kind: 'contact' });
  });
});

describe('dollarPrice and humanizeKey', () => {
  it('never doubles a currency symbol', () => {
    expect(dollarPrice('$12', 'month')).toBe('$12/month');
    expect(dollarPrice('€9')).toBe('€9');
    expect(dollarPrice(0, '/mo')).toBe('$0/mo');
  });
  it('turns keys into words', () => {
    expect(humanizeKey('teamPlan')).toBe('Team plan');
    expect(humanizeKey('per-seat')).toBe('Per seat');
  });
});
