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
});
