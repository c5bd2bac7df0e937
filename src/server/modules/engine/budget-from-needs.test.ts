import { describe, expect, it } from 'vitest';
import { budgetFromNeeds } from './budget-from-needs.js';

describe('a budget written in the business needs', () => {
  it('reads a ceiling a month, a year or a seat, in English, German and French', () => {
    expect(budgetFromNeeds('Schedule posts, under £20 a month.')).toEqual({ amount: 20, currency: 'GBP', per: 'month', words: '£20 a month' });
    expect(budgetFromNeeds('Keep our 416 numbers, under CA$30 per user.')).toMatchObject({ amount: 30, currency: 'CAD', per: 'seat' });
    expect(budgetFromNeeds('Budget about $150 per employee per month at most.')).toEqual({ amount: 150, currency: null, per: 'seat', words: '$150 per employee per month at most' });
    expect(budgetFromNeeds('Budget: €5,000 per year')).toMatchObject({ amount: 5000, currency: 'EUR', per: 'year' });
    expect(budgetFromNeeds('höchstens 1.500 € im Monat')).toMatchObject({ amount: 1500, currency: 'EUR', per: 'month' });
    expect(budgetFromNeeds('moins de 20 euros par utilisateur et par mois')).toMatchObject({ amount: 20, currency: 'EUR', per: 'seat' });
  });

  it('reads no budget from a price they pay today, a revenue figure or a count', () => {
    expect(budgetFromNeeds('We pay $45 a user today for RingCentral.')).toBeNull();
    expect(budgetFromNeeds('Revenue of $2M, 401(k) for 15 staff.')).toBeNull();
    expect(budgetFromNeeds('Budget of $5,000 for the project.')).toBeNull();
  });
});
