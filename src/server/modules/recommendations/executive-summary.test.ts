import { describe, expect, it } from 'vitest';
import type { Project } from '../../../shared/projects.js';
import type { Recommendation } from '../../../shared/recommendations.js';
import { summarizeFromInput, summarizeStored } from './executive-summary.js';

const project: Project = {
  id: 1, name: 'Müller & Söhne', country: 'DE', industry: 'manufacturing', employeeCount: '51-200', softwareCategory: 'erp',
  affectedTeams: ['Operations'], businessNeeds: 'MRP', status: 'completed', lastError: null, clientId: null, clientName: null, createdAt: '', updatedAt: '', completedAt: '',
  questionsAnswered: 10, totalQuestions: 10, recommendationCount: 2, decision: null,
};
const rec = (name: string, score: number, monthly: number | null, cons: string[] = []): Recommendation => ({
  id: 1, projectId: 1, rank: 1, softwareName: name, matchScore: score, description: '', isTopRecommendation: false, keyFeatures: [],
  pricing: { model: '', startingPrice: '', details: '' }, implementation: { timeframe: '', complexity: '', requirements: [] },
  considerations: { pros: [], cons, bestFor: '' },
  analysis: {
    productId: name, vendor: name, website: 'https://example.com', fit: { size: { verdict: 'met', reason: '' }, industry: { verdict: 'met', reason: '' } },
    requirements: [{ key: 'feature:manufacturing-mrp', label: 'Manufacturing and MRP', question: 'Q', importance: 'must-have', verdict: 'met', reason: 'yes' }],
    scoreParts: [], sources: [], verifiedAt: '2026-11-21',
    cost: { currency: 'EUR', planName: 'Pro', monthly, seats: 40, seatBasis: '40 users', implementationLow: 10000, implementationHigh: 20000, threeYearTotal: monthly === null ? null : monthly * 36 + 15000, budgetLabel: null, withinBudget: null, priceAsOf: '2026-09-20', priceSource: 'https://example.com', note: 'Ask for a quote' },
  },
});

describe('executive summary', () => {
  it('names the project, the products, scores, costs and next steps, in full sentences', () => {
    const text = summarizeStored(project, [rec('Odoo', 92, 1200, ['Dense menus']), rec('weclapp', 84, 900)], [{ productId: 'x', softwareName: 'NetSuite', reasons: ['Must-have “GoBD-compliant bookkeeping”: no record of it.'] }]);
    expect(text).toContain('Müller & Söhne');
    expect(text).toContain('Odoo ranks first at 92% (Best Match)');
    expect(text).toContain('€1,200 per month');
    expect(text).toContain('weclapp (84%');
    expect(text).toContain('NetSuite');
    expect(text).toMatch(/Next steps: book demos with Odoo and weclapp/);
    expect(text).not.toMatch(/[a-z] [0-9]+ products? (were|was) ruled out/);
    expect(text).toMatch(/Main caveat: Dense menus\. /);
  });
  it('explains an empty result instead of returning filler', () => {
    expect(summarizeStored(project, [], [{ productId: 'x', softwareName: 'SAP', reasons: ['Not sold or supported in Germany.'] }])).toMatch(/none of the ERP products/);
  });
  it('works from the request body alone', () => {
    expect(summarizeFromInput({ projectContext: { project: 'A' }, recommendations: [{ name: 'B', matchScore: 75 }] })).toContain('B is the strongest match at 75% (Good Match)');
    expect(summarizeFromInput({ projectContext: {}, recommendations: [] })).toBe('');
  });
});
