// Turns the API's project, recommendations, questions and answers into exactly what the PDF
// prints (spec sections 1 and 9). Pure: no jsPDF, no fetch, no clock. The renderer only lays
// this out, so every word of the report is tested here.
import { NONE_YET, type ProjectDecision } from '../../../shared/decisions.js';
import type { Project } from '../../../shared/projects.js';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import type { Question } from '../../../shared/questions.js';
import type { ExecutiveSummaryInput, Verdict } from '../../../shared/recommendations.js';
import { matchBand } from '../../../shared/recommendations.js';
import { demoScript, SCORE_SCALE } from '../../../shared/demo-script.js';
import { preparedByLine, type WorkspaceBranding } from '../../../shared/workspaces.js';
import { marketingFigures } from '../landing/marketing-figures';
import { formatDate } from '../results/format';
import { CONTACT_FOR_PRICING, pricingDisplay } from '../results/pricing-display';
import { audienceText, convertedText, implementationText, monthlyText, priceDateText, PRICE_ON_REQUEST, threeYearText } from '../results/cost-text';
import { hasImplementationDetails, sortedRecommendations, type RecommendationView } from '../results/recommendation-view';
import { mustHavesFirst, verdictLabels } from '../results/verdict-labels';
import { vendorQuestionsFor } from '../results/vendor-questions-for';

export const REPORT_TITLE = 'Software Recommendation Report';
export const SUMMARY_QUESTION_LIMIT = 10;
export const SUMMARY_UNAVAILABLE = 'Executive summary could not be generated at this time.';
export const NOT_PROVIDED = 'Not provided';
export const NOT_ANSWERED = 'Not answered';

export type ReportVerdictLine = { label: string; mustHave: boolean; verdict: Verdict; verdictLabel: string; reason: string };

export type ReportRecommendation = {
  rank: number;
  name: string;
  isTop: boolean;
  score: number;
  band: string;
  vendor: string | null;
  website: string | null;
  description: string;
  keyFeatures: string[];
  pricing: string[];
  implementation: string[];
  implementationRequirements: string[];
  pros: string[];
  cons: string[];
  bestFor: string | null;
  scoreParts: { label: string; points: number; max: number }[];
  /** Must-haves no source confirms, shown up front. */
  unconfirmed: string[];
  requirements: ReportVerdictLine[];
  fit: { label: string; verdict: Verdict; verdictLabel: string; reason: string }[];
  cost: string[];
  priceVerified: { text: string; url: string | null } | null;
  /** "Ask the vendor": the same questions as the card, numbered in the PDF. */
  vendorQuestions: string[];
};

/** The demo script's pages: the scenarios in priority order, then a scoring sheet for the top products. */
export type ReportDemoScript = {
  intro: string;
  scenarios: { number: number; prompt: string; row: string }[];
  askedNotShown: string | null;
  products: string[];
  scoreScale: string;
  scoringIntro: string;
  total: string;
};

export type ReportRequirement = { number: number; category: string; question: string; answer: string; importance: string | null; notes: string | null };

/** A logo ready for jsPDF: PNG bytes (an SVG is rasterised first) and its size in pixels. */
export type ReportLogo = { png: Uint8Array; width: number; height: number };

/** The MSP's brand on the report (issue 19); null: the report looks as it always did. */
export type ReportBrand = {
  name: string;
  /** "Prepared by {MSP} for {client}". */
  preparedBy: string;
  contact: string | null;
  /** #rrggbb for headings and rules, or null for our blue. */
  accent: string | null;
  logo: ReportLogo | null;
  /** "Made with Stackwise" in small print on the cover, or null when the owner switched it off. */
  madeWith: string | null;
};

export type ReportData = {
  fileName: string;
  brand: ReportBrand | null;
  appName: string;
  title: string;
  projectName: string;
  dateLine: string;
  overview: { label: string; value: string }[];
  summary: string[];
  recommendations: ReportRecommendation[];
  /** The "Decision" page (issue 18), when the owner recorded one. */
  decision: { rows: { label: string; value: string }[] } | null;
  requirements: ReportRequirement[];
  /** Null when no requirement is something a vendor could show live. */
  demoScript: ReportDemoScript | null;
  pro: {
    title: string;
    intro: string;
    stats: { value: string; label: string }[];
    risks: string[];
    methodology: { title: string; text: string }[];
    deliverables: string[];
    cta: string;
    url: string;
  };
};

/** An answer as the API sends it; the spec's snake_case names are read too. */
export type AnswerLike = {
  questionId?: number;
  question_id?: number;
  selectedOption?: string;
  selected_option?: string;
  additionalComments?: string | null;
  additional_comments?: string | null;
  importance?: string;
};

type NormalAnswer = { questionId: number; values: string[]; comments: string | null; importance: string | null };

function normalAnswers(answers: readonly AnswerLike[]): Map<number, NormalAnswer> {
  const map = new Map<number, NormalAnswer>();
  for (const a of answers) {
    const questionId = Number(a.questionId ?? a.question_id);
    const selected = a.selectedOption ?? a.selected_option ?? '';
    const comments = (a.additionalComments ?? a.additional_comments ?? '').trim();
    if (!Number.isFinite(questionId)) continue;
    map.set(questionId, {
      questionId,
      values: selected.split(',').map((v) => v.trim()).filter(Boolean),
      comments: comments || null,
      importance: a.importance ?? null,
    });
  }
  return map;
}

/** The chosen options' labels, in the question's order; values the question doesn't know are shown as sent. */
export function answerText(question: Pick<Question, 'options'>, values: readonly string[]): string {
  const labels = question.options.filter((o) => values.includes(o.value)).map((o) => o.label);
  const unknown = values.filter((v) => !question.options.some((o) => o.value === v));
  return [...labels, ...unknown].join(', ');
}

/** A file name from the project name: letters of any script kept, characters no file system accepts removed. */
export function reportFileName(projectName: string): string {
  const safe = projectName
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 80)
    .trim();
  return `${safe || 'Project'} - ${REPORT_TITLE}.pdf`;
}

/** The body of POST /api/generate-executive-summary (spec 7), plus the projectId our server grounds it in. */
export function summaryRequest(project: Project, recommendations: readonly unknown[], questions: readonly Question[], answers: readonly AnswerLike[]): ExecutiveSummaryInput {
  const recs = sortedRecommendations(recommendations);
  const byQuestion = normalAnswers(answers);
  return {
    projectContext: {
      project: project.name,
      industry: labelOf(industries, project.industry),
      companySize: project.employeeCount,
      businessNeeds: project.businessNeeds,
      softwareCategory: labelOf(softwareCategories, project.softwareCategory),
    },
    recommendations: recs.map((r, i) => ({ rank: i + 1, name: r.name, matchScore: r.score, description: r.description.slice(0, 2000) })),
    questionsAndAnswers: [...questions]
      .sort((a, b) => a.order - b.order)
      .slice(0, SUMMARY_QUESTION_LIMIT)
      .map((q) => {
        const a = byQuestion.get(q.id);
        return { question: q.title, answer: a && a.values.length ? answerText(q, a.values) : NOT_ANSWERED };
      }),
    projectId: project.id,
  };
}

/** The generic paragraph used when the summary service fails or says nothing (spec 8). */
export function fallbackSummary(project: Pick<Project, 'name' | 'industry' | 'employeeCount' | 'softwareCategory'>, recs: readonly RecommendationView[]): string {
  const top = recs[0];
  if (!top) return SUMMARY_UNAVAILABLE;
  const others = recs.slice(1, 3).map((r) => `${r.name} (${r.score}%)`);
  return (
    `Based on the requirements gathered for ${project.name}, we evaluated ${labelOf(softwareCategories, project.softwareCategory)} solutions ` +
    `for a ${labelOf(industries, project.industry).toLowerCase()} business with ${project.employeeCount} employees. ` +
    `${top.name} is the strongest match at ${top.score}% (${matchBand(top.score)})` +
    (others.length ? `, followed by ${others.join(' and ')}. ` : '. ') +
    'Review each recommendation below, compare costs and implementation effort, and book demos with your shortlist before you decide.'
  );
}

function summaryParagraphs(summary: string | null | undefined, fallback: string): string[] {
  const text = (summary ?? '').trim() || fallback;
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function pricingLines(pricing: unknown): string[] {
  const view = pricingDisplay(pricing);
  if (view.kind === 'contact') return [CONTACT_FOR_PRICING];
  if (view.kind === 'tiers') return view.tiers.map((t) => `${t.name}: ${t.price}`);
  return [view.model && `Model: ${view.model}`, view.startingPrice && `Starting at: ${view.startingPrice}`, view.details && `Details: ${view.details}`].filter(
    (l): l is string => Boolean(l),
  );
}

function reportRecommendation(r: RecommendationView, index: number, project: Project): ReportRecommendation {
  const a = r.analysis;
  const cost = a?.cost;
  const costLines: string[] = [];
  if (cost) {
    if (cost.monthly !== null) {
      costLines.push(`${cost.planName ? `${cost.planName} plan: ` : ''}${monthlyText(cost)}${cost.monthly > 0 ? ' per month' : ''} for ${cost.seatBasis}`);
      const audience = audienceText(cost);
      if (audience) costLines.push(audience);
      costLines.push(`Implementation (one-off estimate): ${implementationText(cost)}`);
      costLines.push(`3-year total: ${threeYearText(cost)} (36 months of licences plus implementation)`);
      const converted = convertedText(cost);
      if (converted) costLines.push(converted);
    } else {
      costLines.push(`${PRICE_ON_REQUEST}. ${cost.note}`);
      if (cost.pricingUrl) costLines.push(`Vendor's pricing page: ${cost.pricingUrl}`);
      costLines.push(`Implementation (one-off estimate): ${implementationText(cost)}`);
    }
    if (cost.budgetLabel && cost.withinBudget !== null) costLines.push(`${cost.withinBudget ? 'Within your budget' : 'Above your budget'} (${cost.budgetLabel})`);
  }
  return {
    rank: index + 1,
    name: r.name,
    isTop: r.isTop,
    score: r.score,
    band: matchBand(r.score),
    vendor: a?.vendor && a.vendor !== r.name ? a.vendor : null,
    website: a?.website ?? null,
    description: r.description,
    keyFeatures: r.keyFeatures.length ? r.keyFeatures : ['No key features available'],
    pricing: pricingLines(r.pricing),
    implementation: hasImplementationDetails(r.implementation)
      ? [r.implementation.timeframe && `Timeframe: ${r.implementation.timeframe}`, r.implementation.complexity && `Complexity: ${r.implementation.complexity}`].filter(
          (l): l is string => Boolean(l),
        )
      : ['No implementation details available'],
    implementationRequirements: r.implementation.requirements,
    pros: r.considerations.pros,
    cons: r.considerations.cons,
    bestFor: r.considerations.bestFor,
    scoreParts: a?.scoreParts ?? [],
    unconfirmed: (a?.requirements ?? []).filter((v) => v.importance === 'must-have' && v.verdict === 'unknown').map((v) => `${v.label}: not confirmed`),
    requirements: mustHavesFirst(a?.requirements ?? []).map((v) => ({
      label: v.label,
      mustHave: v.importance === 'must-have',
      verdict: v.verdict,
      verdictLabel: verdictLabels[v.verdict] ?? verdictLabels.unknown,
      reason: v.reason,
    })),
    fit: a
      ? [
          { label: 'Company size', ...a.fit.size, verdictLabel: verdictLabels[a.fit.size.verdict] },
          { label: 'Industry', ...a.fit.industry, verdictLabel: verdictLabels[a.fit.industry.verdict] },
        ]
      : [],
    cost: costLines,
    priceVerified: cost?.priceAsOf ? { text: priceDateText(cost)!, url: cost.priceSource } : null,
    vendorQuestions: vendorQuestionsFor(r, project).map((q) => q.text),
  };
}

function reportDemoScript(project: Project, recs: readonly RecommendationView[]): ReportDemoScript | null {
  const script = demoScript({ project, recommendations: recs.map((r) => ({ name: r.name, requirements: r.analysis?.requirements ?? [] })) });
  if (script.scenarios.length === 0) return null;
  return {
    intro: 'Send these scenarios to each vendor before the demo and ask them to show every one live, in this order, in the product itself (not on slides).',
    scenarios: script.scenarios.map((s) => ({ number: s.number, prompt: s.prompt, row: `${s.number}. ${s.requirement}${s.mustHave ? ' (must-have)' : ''}` })),
    askedNotShown: script.askedNotShown.length
      ? `Not for the demo, since there is nothing to watch: ${script.askedNotShown.join('; ')}. Ask for these in writing (see “Ask the Vendor” for each recommendation).`
      : null,
    products: script.products,
    scoreScale: SCORE_SCALE.join('  '),
    scoringIntro: 'Circle one score per scenario and product: 1 not shown or poor, 3 works with effort, 5 done well and easily.',
    total: `Total (out of ${script.scenarios.length * SCORE_SCALE.length})`,
  };
}

export function buildReportData(input: {
  project: Project;
  recommendations: readonly unknown[];
  questions: readonly Question[];
  answers: readonly AnswerLike[];
  /** What the summary service returned; null or empty when it failed. */
  summary: string | null;
  generatedAt: Date;
  appName: string;
  siteUrl: string;
  /** The project's decision record; absent or null: no Decision page. */
  decision?: ProjectDecision | null;
  /** The workspace's brand; absent, or without a name or logo: an unbranded report. */
  branding?: WorkspaceBranding | null;
  logo?: ReportLogo | null;
}): ReportData {
  const { project } = input;
  const brand = reportBrand(input.branding, input.logo ?? null, project.clientName ?? null, input.appName);
  const recs = sortedRecommendations(input.recommendations);
  const byQuestion = normalAnswers(input.answers);
  const questions = [...input.questions].sort((a, b) => a.order - b.order);
  const figures = marketingFigures.pro;
  return {
    fileName: reportFileName(project.name),
    brand,
    appName: input.appName,
    title: REPORT_TITLE,
    projectName: project.name,
    dateLine: `Generated on ${new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(input.generatedAt)}`,
    overview: [
      { label: 'Project name', value: project.name },
      { label: 'Industry', value: labelOf(industries, project.industry) },
      { label: 'Country', value: labelOf(countries, project.country) },
      { label: 'Company size', value: labelOf(employeeCounts, project.employeeCount) },
      { label: 'Software category', value: labelOf(softwareCategories, project.softwareCategory) },
      { label: 'Affected teams', value: (Array.isArray(project.affectedTeams) ? project.affectedTeams.join(', ') : String(project.affectedTeams ?? '')) || NOT_PROVIDED },
      { label: 'Business needs', value: project.businessNeeds?.trim() || NOT_PROVIDED },
    ],
    // The cover already says who prepared it: the summary's own "Prepared by" line is not repeated.
    summary: summaryParagraphs(input.summary, fallbackSummary(project, recs)).filter((p, i) => !(i === 0 && brand && p.replace(/\.$/, '') === brand.preparedBy)),
    recommendations: recs.map((r, i) => reportRecommendation(r, i, project)),
    demoScript: reportDemoScript(project, recs),
    decision: input.decision ? reportDecision(input.decision) : null,
    requirements: questions.map((q, i) => {
      const a = byQuestion.get(q.id);
      const answered = a && a.values.length > 0;
      return {
        number: i + 1,
        category: q.category,
        question: q.title,
        answer: answered ? answerText(q, a.values) : NOT_PROVIDED,
        importance: answered ? (a.importance === 'must-have' ? 'Must-have' : 'Nice-to-have') : null,
        notes: a?.comments ?? null,
      };
    }),
    pro: {
      title: 'Expert Software Implementation',
      intro: `Choosing the software is half the work. ${input.appName} Pro helps you roll it out: planning, migration, integrations and training, with one point of contact from kick-off to go-live.`,
      stats: [
        { value: figures.implementationSuccess, label: 'implementation success' },
        { value: figures.fasterTimeToValue, label: 'faster time to value' },
        { value: figures.projects, label: 'projects delivered' },
      ],
      risks: [
        `${figures.failureRate} of software projects at small businesses miss their goals, usually for one of three reasons:`,
        'Poor planning: no clear owner, scope or budget before the contract is signed.',
        'Resistance to change: the team is not involved or trained, so adoption stalls.',
        'Integration issues: data and existing tools are connected late, or not at all.',
      ],
      methodology: [
        { title: 'Strategic planning', text: 'Goals, scope, owners, budget and a realistic timeline.' },
        { title: 'Change management', text: 'Your team involved from day one, with training that fits their work.' },
        { title: 'Technical excellence', text: 'Configuration, data migration and integrations, tested before go-live.' },
        { title: 'Continuous optimization', text: 'Adoption measured after launch and workflows tuned.' },
      ],
      deliverables: [
        'A free 30-minute consultation to review this shortlist',
        'A written implementation plan with milestones and budget',
        'Data migration and integrations with the tools you use',
        'Role-based training and go-live support',
      ],
      cta: 'Book your free 30-minute consultation:',
      url: `${input.siteUrl.replace(/\/+$/, '')}/pro`,
    },
  };
}

/** The brand block of a report, when the workspace has a brand name (or at least a logo). */
export function reportBrand(branding: WorkspaceBranding | null | undefined, logo: ReportLogo | null, clientName: string | null, appName: string): ReportBrand | null {
  const name = branding?.brandName.trim() ?? '';
  if (!branding || (!name && !logo)) return null;
  return {
    name,
    preparedBy: preparedByLine(name, clientName) ?? '',
    contact: branding.contact.trim() || null,
    accent: branding.accent,
    logo,
    madeWith: branding.showMadeWith ? `Made with ${appName}` : null,
  };
}

/** The Decision page: what was chosen (or none yet), why, when, and when to check it delivered. */
export function reportDecision(decision: ProjectDecision): NonNullable<ReportData['decision']> {
  return {
    rows: [
      { label: 'Chosen product', value: decision.productName ?? NONE_YET },
      { label: 'Reason', value: decision.reason.trim() || NOT_PROVIDED },
      { label: 'Decided on', value: formatDate(decision.decidedAt) },
      { label: 'Review date', value: formatDate(decision.reviewDate) },
    ],
  };
}
