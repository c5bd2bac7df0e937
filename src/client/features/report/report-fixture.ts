// A realistic project for tests and the PDF benchmark: 15 questions with 15 answers and 5
// recommendations with their analysis, and a name that needs more than Latin-1.
import type { Project } from '../../../shared/projects.js';
import type { Answer, Question } from '../../../shared/questions.js';
import type { Recommendation, Verdict } from '../../../shared/recommendations.js';

export const fixtureProject: Project = {
  id: 42,
  name: 'Zoë Łódź Müller & Söhne',
  country: 'DE',
  industry: 'manufacturing',
  employeeCount: '51-200',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Customer Service', 'Management/Executive'],
  businessNeeds:
    'We sell industrial fittings to distributors across Germany and Poland. Our reps track deals in spreadsheets and e-mail; we need one pipeline, quotes in EUR and PLN, and a shared view of every customer for sales and service.',
  status: 'completed',
  lastError: null,
  clientId: null,
  clientName: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:10:00.000Z',
  completedAt: '2026-11-20T09:10:00.000Z',
  questionsAnswered: 15,
  totalQuestions: 15,
  recommendationCount: 5,
  decision: null,
};

const categories = ['Sales pipeline', 'Customer service', 'Integrations', 'Compliance', 'Budget'];

export const fixtureQuestions: Question[] = Array.from({ length: 15 }, (_, i) => ({
  id: 100 + i,
  projectId: fixtureProject.id,
  order: i + 1,
  selection: 'multiple',
  category: categories[i % categories.length]!,
  title: `Which capabilities matter for requirement area ${i + 1} (Größe, Zuverlässigkeit, Übersicht)?`,
  description: 'Select everything you need; mark the question must-have if these are deal-breakers.',
  options: [
    { value: `feature:a${i}`, label: `Capability A${i + 1} with a fairly long label that wraps in the report` },
    { value: `feature:b${i}`, label: `Capability B${i + 1}` },
    { value: `feature:c${i}`, label: `Capability C${i + 1}`, description: 'Mentioned in your business needs' },
    { value: 'none', label: 'No specific requirement' },
  ],
}));

export const fixtureAnswers: Answer[] = fixtureQuestions.map((q, i) => ({
  id: 500 + i,
  questionId: q.id,
  projectId: fixtureProject.id,
  selectedOption: i === 14 ? 'none' : i % 3 === 0 ? `feature:a${i},feature:c${i}` : `feature:b${i}`,
  additionalComments: i % 4 === 0 ? `Bitte beachten: Łódź office needs this too (note ${i + 1}).` : null,
  importance: i % 2 === 0 ? 'must-have' : 'nice-to-have',
}));

const names = ['Pipedrive', 'HubSpot CRM', 'Zoho CRM', 'Salesforce Starter', 'Freshsales'];
const scores = [91, 84, 78, 72, 64];
const verdicts: Verdict[] = ['met', 'partial', 'not-met', 'unknown'];

export const fixtureRecommendations: Recommendation[] = names.map((name, i) => ({
  id: 900 + i,
  projectId: fixtureProject.id,
  rank: i + 1,
  softwareName: name,
  matchScore: scores[i]!,
  description: `${name} is a sales CRM for small and mid-sized teams with pipelines, quotes and reporting; it is used by manufacturers selling through distributors.`,
  isTopRecommendation: i === 0,
  keyFeatures: ['Visual sales pipeline', 'Quotes and proposals', 'Email sync', 'Mobile app', 'Reporting dashboards'],
  pricing: { model: 'Per user per month', startingPrice: `€${14 + i * 5}/user/month`, details: 'Billed annually; a free trial is available.' },
  implementation: { timeframe: `${2 + i}–${4 + i} weeks`, complexity: i < 2 ? 'Low' : 'Medium', requirements: ['An admin to own the setup', 'A clean export of current customers'] },
  considerations: {
    pros: ['Quick to learn for sales reps', 'Strong pipeline views', 'Good mobile app'],
    cons: ['Advanced reporting costs extra', 'Limited service desk features'],
    bestFor: 'Sales-led teams of 10–200 people',
  },
  analysis: {
    productId: name.toLowerCase().replace(/\W+/g, '-'),
    vendor: `${name.split(' ')[0]} Inc.`,
    website: `https://www.example.com/${i}`,
    requirements: fixtureQuestions.slice(0, 12).map((q, j) => ({
      key: `feature:a${j}`,
      label: `Capability A${j + 1}`,
      question: q.title,
      importance: j % 2 === 0 ? 'must-have' : 'nice-to-have',
      verdict: verdicts[(i + j) % verdicts.length]!,
      reason: j % 2 === 0 ? 'Included on the Professional plan and above.' : 'Available through a paid add-on; check the terms.',
    })),
    fit: { size: { verdict: 'met', reason: 'Fits companies of 1–500 employees.' }, industry: { verdict: 'partial', reason: 'Known mainly for technology, retail.' } },
    scoreParts: [
      { label: 'Your requirements', points: 60 - i * 5, max: 70 },
      { label: 'Company size fit', points: 18, max: 20 },
      { label: 'Industry fit', points: 7, max: 10 },
    ],
    cost: {
      currency: 'EUR',
      planName: 'Professional',
      monthly: 1150 + i * 200,
      seats: 25,
      seatBasis: '25 users (sales and service staff)',
      implementationLow: 4500,
      implementationHigh: 9000,
      threeYearTotal: (1150 + i * 200) * 36 + 6750,
      budgetLabel: i === 3 ? '€1,000–€2,000 per month' : null,
      withinBudget: i === 3 ? true : null,
      priceAsOf: '2026-11-02',
      priceSource: `https://www.example.com/${i}/pricing`,
      note: 'Professional plan for 25 users: billed annually.',
    },
    sources: [{ label: 'Professional price', url: `https://www.example.com/${i}/pricing`, asOf: '2026-11-02' }],
    verifiedAt: '2026-11-02',
  },
}));

export const fixtureSummary =
  'For Zoë Łódź Müller & Söhne, a manufacturing business of 51-200 employees in Germany, we scored 9 CRM products against 12 requirements (6 must-have). Pipedrive ranks first at 91% (Best Match).\n\nNext steps: book demos with Pipedrive and HubSpot CRM.';
