import { describe, expect, it } from 'vitest';
import { tokensFromNeeds } from './needs-keywords.js';

describe('tokensFromNeeds', () => {
  it("reads a charity's tax receipts as donation receipts, not as expense claims", () => {
    for (const text of ['Online donations, recurring gifts, tax receipts', 'Donation receipts for every gift', 'Send donor receipts by email']) {
      const tokens = tokensFromNeeds(text);
      expect(tokens, text).toContain('feature:donation-receipts');
      expect(tokens, text).not.toContain('feature:expense-management');
    }
    // Receipts and expenses of the business itself are still expense management.
    expect(tokensFromNeeds('Scan receipts and approve expenses')).toEqual(expect.arrayContaining(['feature:receipt-capture', 'feature:expense-management']));
    expect(tokensFromNeeds('Tax receipts for donors, and expense claims for staff')).toEqual(expect.arrayContaining(['feature:donation-receipts', 'feature:expense-management']));
  });

  it('tells training staff (assigned, tracked) from selling courses (a checkout)', () => {
    expect(tokensFromNeeds('An LMS for onboarding and compliance training of 120 staff')).toEqual(expect.arrayContaining(['family:learning-platform', 'feature:learning-paths']));
    expect(tokensFromNeeds('Training for our employees on food safety')).toContain('feature:learning-paths');
    expect(tokensFromNeeds('A platform to sell our online courses')).toEqual(expect.arrayContaining(['family:learning-platform', 'feature:payment-processing']));
    expect(tokensFromNeeds('Sell online courses')).not.toContain('feature:learning-paths');
  });
});
