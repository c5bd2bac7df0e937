import { describe, expect, it } from 'vitest';
import { demoScript, DEMO_NICE_TO_HAVES, scenarioPrompt, type DemoProject, type DemoRecommendation } from './demo-script.js';
import type { RequirementVerdict } from './recommendations.js';

const project: DemoProject = { country: 'DE', employeeCount: '51-200', industry: 'manufacturing' };
const req = (key: string, label: string, over: Partial<RequirementVerdict> = {}): RequirementVerdict => ({
  key,
  label,
  question: 'Q',
  importance: 'must-have',
  verdict: 'met',
  reason: 'Stated.',
  ...over,
});

describe('scenarioPrompt', () => {
  it('shows a feature with an example from the buyer’s business', () => {
    expect(scenarioPrompt(req('feature:pipeline', 'Visual sales pipeline'), project)).toBe(
      'Show me visual sales pipeline, using an example from our business (a manufacturing company of 51-200 employees).',
    );
  });
  it('shows an integration both ways with a test account', () => {
    expect(scenarioPrompt(req('integration:datev', 'DATEV'), project)).toBe('Show me the connection to DATEV working both ways, using a test account of ours.');
  });
  it('shows the interface language, local capabilities and support', () => {
    expect(scenarioPrompt(req('language:de', 'German interface'), project)).toBe('Show me the German interface, using the screens our team will use every day.');
    expect(scenarioPrompt(req('local:DE:local-support', 'Support in German'), project)).toBe('Show me support in German, using a question we raise during the demo.');
    expect(scenarioPrompt(req('local:US:local-numbers', 'Local phone numbers in the United States'), project)).toBe(
      'Show me how we would get local phone numbers in the United States, using an area code where we work.',
    );
    expect(scenarioPrompt(req('support:phone', 'Phone support'), project)).toMatch(/^Show me how we would get phone support, using a problem we raise/);
  });
});

describe('demoScript', () => {
  const recs: DemoRecommendation[] = [
    {
      name: 'Pipedrive',
      requirements: [
        req('feature:pipeline', 'Visual sales pipeline'),
        req('compliance:gdpr-dpa', 'Data processing agreement (GDPR/CCPA terms)'),
        req('budget', 'Budget: €1,000–€2,000'),
        req('integration:datev', 'DATEV'),
        req('feature:quotes', 'Quotes', { importance: 'nice-to-have' }),
        req('feature:mobile', 'Mobile app', { importance: 'nice-to-have', verdict: 'met' }),
        req('feature:from-needs', 'Read from needs', { importance: 'nice-to-have', origin: 'from your business needs' }),
      ],
    },
    {
      name: 'HubSpot',
      requirements: [
        req('feature:pipeline', 'Visual sales pipeline'),
        req('feature:quotes', 'Quotes', { importance: 'nice-to-have' }),
        req('feature:mobile', 'Mobile app', { importance: 'nice-to-have', verdict: 'partial' }),
      ],
    },
    { name: 'Zoho', requirements: [req('feature:pipeline', 'Visual sales pipeline'), req('feature:quotes', 'Quotes', { importance: 'nice-to-have' })] },
    { name: 'Fourth', requirements: [req('feature:fourth', 'Only the fourth has this')] },
  ];

  it('puts must-haves first in the buyer’s order, then ticked nice-to-haves that separate the shortlist', () => {
    const script = demoScript({ project, recommendations: recs });
    expect(script.scenarios.map((s) => s.requirement)).toEqual(['Visual sales pipeline', 'DATEV', 'Mobile app', 'Quotes']);
    expect(script.scenarios.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(script.scenarios.map((s) => s.mustHave)).toEqual([true, true, false, false]);
    expect(script.scenarios[0]!.prompt).toMatch(/^Show me visual sales pipeline, using /);
  });

  it('scores the top three products only, and asks (not watches) papers, budget and dates', () => {
    const script = demoScript({ project, recommendations: recs });
    expect(script.products).toEqual(['Pipedrive', 'HubSpot', 'Zoho']);
    expect(script.scenarios.some((s) => s.requirement === 'Only the fourth has this')).toBe(false);
    expect(script.askedNotShown).toEqual(['Data processing agreement (GDPR/CCPA terms)', 'Budget: €1,000–€2,000']);
  });

  it('keeps a requirement once, a must-have if any product has it as one', () => {
    const twice: DemoRecommendation[] = [
      { name: 'A', requirements: [req('feature:x', 'X', { importance: 'nice-to-have' })] },
      { name: 'B', requirements: [req('feature:x', 'X')] },
    ];
    expect(demoScript({ project, recommendations: twice }).scenarios).toEqual([expect.objectContaining({ key: 'feature:x', mustHave: true })]);
  });

  it('limits the nice-to-haves', () => {
    const many = Array.from({ length: 9 }, (_, i) => req(`feature:n${i}`, `Nice ${i}`, { importance: 'nice-to-have' }));
    expect(demoScript({ project, recommendations: [{ name: 'A', requirements: many }] }).scenarios).toHaveLength(DEMO_NICE_TO_HAVES);
  });

  it('is empty without recommendations', () => {
    expect(demoScript({ project, recommendations: [] })).toEqual({ scenarios: [], products: [], askedNotShown: [] });
  });
});
