import { describe, expect, it } from 'vitest';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations, fixtureSummary } from './report-fixture';
import { answerText, buildReportData, fallbackSummary, NOT_PROVIDED, reportFileName, SUMMARY_UNAVAILABLE, summaryRequest } from './report-pdf-data';

const base = {
  project: fixtureProject,
  recommendations: fixtureRecommendations,
  questions: fixtureQuestions,
  answers: fixtureAnswers,
  summary: fixtureSummary,
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  appName: 'Stackwise',
  siteUrl: 'https://stackwise.example/',
};

describe('buildReportData', () => {
  it('has the title with its date and the project overview of spec 9', () => {
    const data = buildReportData(base);
    expect(data.title).toBe('Software Recommendation Report');
    expect(data.dateLine).toBe('Generated on November 21, 2026');
    expect(data.overview).toEqual([
      { label: 'Project name', value: 'Zoë Łódź Müller & Söhne' },
      { label: 'Industry', value: 'Manufacturing' },
      { label: 'Country', value: 'Germany' },
      { label: 'Company size', value: '51-200 employees' },
      { label: 'Software category', value: 'CRM' },
      { label: 'Affected teams', value: 'Sales, Customer Service, Management/Executive' },
      { label: 'Business needs', value: fixtureProject.businessNeeds },
    ]);
  });

  it('splits the summary into paragraphs', () => {
    expect(buildReportData(base).summary).toEqual([
      expect.stringMatching(/^For Zoë Łódź Müller & Söhne/),
      'Next steps: book demos with Pipedrive and HubSpot CRM.',
    ]);
  });

  it('falls back to a generic paragraph when the summary failed or is empty', () => {
    for (const summary of [null, '', '   ']) {
      const [paragraph] = buildReportData({ ...base, summary }).summary;
      expect(paragraph).toMatch(/^Based on the requirements gathered for Zoë Łódź Müller & Söhne/);
      expect(paragraph).toContain('Pipedrive is the strongest match at 91% (Best Match), followed by HubSpot CRM (84%) and Zoho CRM (78%).');
    }
    expect(fallbackSummary(fixtureProject, [])).toBe(SUMMARY_UNAVAILABLE);
  });

  it('has one entry per recommendation, highest score first, the top pick marked', () => {
    const shuffled = [...fixtureRecommendations].reverse();
    const data = buildReportData({ ...base, recommendations: shuffled });
    expect(data.recommendations.map((r) => [r.rank, r.name, r.score, r.band, r.isTop])).toEqual([
      [1, 'Pipedrive', 91, 'Best Match', true],
      [2, 'HubSpot CRM', 84, 'Strong Match', false],
      [3, 'Zoho CRM', 78, 'Good Match', false],
      [4, 'Salesforce Starter', 72, 'Good Match', false],
      [5, 'Freshsales', 64, 'Partial Match', false],
    ]);
  });

  it('prints each recommendation with its score breakdown and costs', () => {
    const rec = buildReportData(base).recommendations[0]!;
    expect(rec.pricing).toEqual(['Model: Per user per month', 'Starting at: €14/user/month', 'Details: Billed annually; a free trial is available.']);
    expect(rec.implementation).toEqual(['Timeframe: 2–4 weeks', 'Complexity: Low']);
    expect(rec.scoreParts).toEqual(fixtureRecommendations[0]!.analysis.scoreParts);
    expect(rec.cost).toEqual([
      'Professional plan: €1,150 per month for 25 users (sales and service staff)',
      'Implementation (one-off estimate): €4,500–€9,000',
      '3-year total: €48,150 (36 months of licences plus implementation)',
    ]);
    expect(rec.priceVerified).toEqual({ text: 'Price verified on Nov 2, 2026', url: 'https://www.example.com/0/pricing' });
    // A price read by a third party is never called verified.
    const first = fixtureRecommendations[0]!;
    const reported = { ...first, analysis: { ...first.analysis, cost: { ...first.analysis.cost, priceReported: true } } };
    expect(buildReportData({ ...base, recommendations: [reported] }).recommendations[0]!.priceVerified).toEqual({
      text: "Price reported by a third party on Nov 2, 2026, not read on the vendor's own page",
      url: 'https://www.example.com/0/pricing',
    });
    // Must-haves first, each verdict in words.
    expect(rec.requirements.slice(0, 6).every((r) => r.mustHave)).toBe(true);
    expect(rec.requirements[0]).toEqual({ label: 'Capability A1', mustHave: true, verdict: 'met', verdictLabel: 'Met', reason: 'Included on the Professional plan and above.' });
    expect(buildReportData(base).recommendations[3]!.cost).toContain('Within your budget (€1,000–€2,000 per month)');
  });

  it('uses the spec fallbacks for missing features, implementation and pricing', () => {
    const bare = { id: 1, softwareName: 'Bare', matchScore: 50, description: 'x', isTopRecommendation: true, pricing: null, keyFeatures: [], implementation: {}, considerations: {} };
    const rec = buildReportData({ ...base, recommendations: [bare] }).recommendations[0]!;
    expect(rec.keyFeatures).toEqual(['No key features available']);
    expect(rec.implementation).toEqual(['No implementation details available']);
    expect(rec.pricing).toEqual(['Contact for pricing']);
    expect(rec.cost).toEqual([]);
    expect(rec.priceVerified).toBeNull();
  });

  it("reads snake_case fields and prints other pricing keys as '$price/period'", () => {
    const snake = { id: 2, software_name: 'Snake', match_score: 88, is_top_recommendation: true, key_features: ['One'], pricing: { basic: { price: 10, period: 'month' } } };
    const rec = buildReportData({ ...base, recommendations: [snake] }).recommendations[0]!;
    expect([rec.name, rec.score, rec.isTop, rec.keyFeatures, rec.pricing]).toEqual(['Snake', 88, true, ['One'], ['Basic: $10/month']]);
  });

  it('lists every question with its answer labels, importance and notes, or Not provided', () => {
    const data = buildReportData({ ...base, answers: fixtureAnswers.slice(0, 14).map(({ questionId, selectedOption, additionalComments, importance }) => ({ question_id: questionId, selected_option: selectedOption, additional_comments: additionalComments, importance })) });
    expect(data.requirements).toHaveLength(15);
    expect(data.requirements[0]).toEqual({
      number: 1,
      category: 'Sales pipeline',
      question: fixtureQuestions[0]!.title,
      answer: 'Capability A1 with a fairly long label that wraps in the report, Capability C1',
      importance: 'Must-have',
      notes: 'Bitte beachten: Łódź office needs this too (note 1).',
    });
    expect(data.requirements[1]).toMatchObject({ answer: 'Capability B2', importance: 'Nice-to-have', notes: null });
    expect(data.requirements[14]).toMatchObject({ answer: NOT_PROVIDED, importance: null, notes: null });
  });

  it("shows 'none' as its label: a real answer meaning no requirement", () => {
    expect(buildReportData(base).requirements[14]!.answer).toBe('No specific requirement');
    expect(answerText(fixtureQuestions[0]!, ['feature:b0', 'mystery'])).toBe('Capability B1, mystery');
  });

  it('ends with the Pro implementation page pointing at /pro', () => {
    const { pro } = buildReportData(base);
    expect(pro.title).toBe('Expert Software Implementation');
    expect(pro.stats.map((s) => s.value)).toEqual(['95%', '60%', '200+']);
    expect(pro.url).toBe('https://stackwise.example/pro');
  });
});

describe('reportFileName', () => {
  it('is named after the project, keeping its letters', () => {
    expect(reportFileName('Zoë Łódź Müller & Söhne')).toBe('Zoë Łódź Müller & Söhne - Software Recommendation Report.pdf');
  });
  it('removes characters file systems reject', () => {
    expect(reportFileName('  a/b\\c:d*e?"f"<g>|h\n ')).toBe('a b c d e f g h - Software Recommendation Report.pdf');
    expect(reportFileName('...')).toBe('Project - Software Recommendation Report.pdf');
  });
});

describe('summaryRequest', () => {
  it('sends the spec 7 shape with the first 10 questions and the project id', () => {
    const body = summaryRequest(fixtureProject, fixtureRecommendations, fixtureQuestions, fixtureAnswers.slice(1));
    expect(body.projectContext).toEqual({
      project: 'Zoë Łódź Müller & Söhne',
      industry: 'Manufacturing',
      companySize: '51-200',
      businessNeeds: fixtureProject.businessNeeds,
      softwareCategory: 'CRM',
    });
    expect(body.recommendations[0]).toEqual({ rank: 1, name: 'Pipedrive', matchScore: 91, description: fixtureRecommendations[0]!.description });
    expect(body.questionsAndAnswers).toHaveLength(10);
    expect(body.questionsAndAnswers![0]).toEqual({ question: fixtureQuestions[0]!.title, answer: 'Not answered' });
    expect(body.questionsAndAnswers![1]).toEqual({ question: fixtureQuestions[1]!.title, answer: 'Capability B2' });
    expect(body.projectId).toBe(42);
  });
});

describe('decision tools in the report', () => {
  it('carries the card’s Ask the vendor questions for each recommendation', () => {
    const data = buildReportData(base);
    const hubspot = data.recommendations.find((r) => r.name === 'HubSpot CRM')!;
    expect(hubspot.vendorQuestions[0]).toBe('Does HubSpot CRM offer capability A3 today (not on the roadmap), and on which plan? Please show us in the demo.');
    expect(hubspot.vendorQuestions).toContain(
      'We read that advanced reporting costs extra. Does that apply to a company of 51-200 employees in Germany, and how do your customers work around it?',
    );
    expect(new Set(hubspot.vendorQuestions).size).toBe(hubspot.vendorQuestions.length);
  });

  it('has the demo script: scenarios in priority order and a sheet for the top three', () => {
    const { demoScript } = buildReportData(base);
    expect(demoScript!.products).toEqual(['Pipedrive', 'HubSpot CRM', 'Zoho CRM']);
    expect(demoScript!.scenarios[0]).toEqual({
      number: 1,
      prompt: 'Show me capability A1, using an example from our business (a manufacturing company of 51-200 employees).',
      row: '1. Capability A1 (must-have)',
    });
    expect(demoScript!.scenarios.at(-1)!.row).toBe('11. Capability A10');
    expect(demoScript!.total).toBe('Total (out of 55)');
    expect(demoScript!.askedNotShown).toBeNull();
  });
});
