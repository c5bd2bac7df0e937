// The built-in executive summary: specific to the project and its results (names, scores,
// decisive requirements, costs, risks, next steps), never generic filler.
import type { ExecutiveSummaryInput, Exclusion, Recommendation } from '../../../shared/recommendations.js';
import { matchBand } from '../../../shared/recommendations.js';
import type { Project } from '../../../shared/projects.js';
import { labelOf, softwareCategories } from '../../../shared/options.js';
import { countryName } from '../../../shared/wording.js';
import { formatMoney } from '../../../shared/money.js';
import type { Currency } from '../../../shared/catalog/vocabulary.js';

const money = (n: number, c: string) => formatMoney(n, c as Currency);
/** Catalog and reason texts don't always end a sentence; the summary must read as prose. */
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

export function summarizeStored(project: Project, recs: readonly Recommendation[], exclusions: readonly Exclusion[], considered: number | null = null): string {
  const category = labelOf(softwareCategories, project.softwareCategory);
  // Products of the category (or family) we looked at; older runs did not record it.
  const total = Math.max(considered ?? 0, recs.length + exclusions.length);
  const qualified = total - exclusions.length;
  if (recs.length === 0) {
    if (total === 0) return `For ${project.name}, our catalog holds no product of the kind you asked for yet, so we recommend none rather than something that does not fit.`;
    return `For ${project.name}, none of the ${category} products we considered (${total} in all) meets every must-have in ${countryName(project.country)}. ${
      exclusions.length ? sentence(`For example, ${exclusions[0]!.softwareName} was ruled out: ${exclusions[0]!.reasons[0]}`) : ''
    } The results page lists the closest products and exactly what each misses; you can edit your answers and update the recommendations at no cost.`;
  }
  const top = recs[0]!;
  const reqs = top.analysis.requirements;
  const musts = reqs.filter((r) => r.importance === 'must-have');
  const mustMet = musts.filter((r) => r.verdict === 'met').length;
  const paragraphs: string[] = [];

  paragraphs.push(
    `For ${project.name}, a ${project.industry} business of ${project.employeeCount} employees in ${countryName(project.country)}, we considered ${total} ${category} products against ${reqs.length} requirements (${musts.length} must-have): ${qualified} qualified and ${exclusions.length} ${exclusions.length === 1 ? 'was' : 'were'} ruled out. ${top.softwareName} ranks first at ${top.matchScore}% (${matchBand(top.matchScore)})${
      musts.length ? `, meeting ${mustMet} of ${musts.length} must-haves` : ''
    }.`,
  );

  const c = top.analysis.cost;
  if (c.monthly !== null && c.threeYearTotal !== null) {
    paragraphs.push(
      `On the ${c.planName} plan it would cost ${c.converted ? 'roughly' : 'about'} ${money(c.monthly, c.currency)} per month for ${c.seatBasis}, roughly ${money(c.threeYearTotal, c.currency)} over three years including an implementation estimate of ${money(c.implementationLow, c.currency)}–${money(c.implementationHigh, c.currency)} (${c.converted ? `converted from the ${c.converted.region} list price of ${c.priceAsOf}` : `list price as of ${c.priceAsOf}`})${
        c.withinBudget === false ? ', which is above the budget you set' : c.withinBudget ? ', within your budget' : ''
      }.`,
    );
  } else {
    paragraphs.push(sentence(`${top.softwareName} does not publish a price for the plan you would need: ${c.note}`));
  }

  const others = recs.slice(1, 3);
  if (others.length) {
    paragraphs.push(
      `${others.map((r) => `${r.softwareName} (${r.matchScore}%${r.analysis.cost.monthly === 0 ? ', on its free plan' : r.analysis.cost.monthly !== null ? `, about ${money(r.analysis.cost.monthly, r.analysis.cost.currency)}/month` : ''})`).join(' and ')} ${others.length > 1 ? 'are the closest alternatives' : 'is the closest alternative'}.`,
    );
  }

  const unconfirmed = musts.filter((r) => r.verdict === 'unknown');
  if (unconfirmed.length) paragraphs.push(`Not confirmed for ${top.softwareName}, ask the vendor before you buy: ${unconfirmed.map((r) => r.label).join('; ')}.`);
  const risks = reqs.filter((r) => (r.verdict === 'not-met' || r.verdict === 'unknown' || r.verdict === 'partial') && !unconfirmed.includes(r)).slice(0, 3);
  if (risks.length) paragraphs.push(`Points to check with ${top.softwareName}: ${risks.map((r) => `${r.label} (${r.reason.replace(/\.$/, '')})`).join('; ')}.`);
  else if (top.considerations.cons[0]) paragraphs.push(sentence(`Main caveat: ${top.considerations.cons[0]}`));

  if (exclusions.length) paragraphs.push(sentence(`${exclusions.length} product${exclusions.length > 1 ? 's were' : ' was'} ruled out by hard requirements, for example ${exclusions[0]!.softwareName}: ${exclusions[0]!.reasons[0]}`));

  paragraphs.push(
    `Next steps: book demos with ${recs.slice(0, 2).map((r) => r.softwareName).join(' and ')}, confirm the open points above in writing, and check current pricing for your seat count before signing.`,
  );
  return paragraphs.join(' ');
}

/** When the caller names no stored project, summarise what it sent. */
export function summarizeFromInput(input: ExecutiveSummaryInput): string {
  const ctx = input.projectContext;
  const recs = [...input.recommendations].sort((a, b) => (b.matchScore ?? 0) - (a.matchScore ?? 0));
  if (recs.length === 0) return '';
  const top = recs[0]!;
  const answered = (input.questionsAndAnswers ?? []).filter((q) => q.answer && q.answer !== 'Not answered');
  return [
    `For ${ctx.project ?? 'this project'}${ctx.industry ? `, a ${ctx.industry} business` : ''}${ctx.companySize ? ` of ${ctx.companySize} employees` : ''}, ${top.name} is the strongest match${top.matchScore !== undefined ? ` at ${top.matchScore}% (${matchBand(top.matchScore)})` : ''}.`,
    recs.length > 1 ? `Alternatives: ${recs.slice(1, 3).map((r) => `${r.name}${r.matchScore !== undefined ? ` (${r.matchScore}%)` : ''}`).join(', ')}.` : '',
    answered.length ? `The ranking reflects ${answered.length} answered requirement questions, starting with “${answered[0]!.question}”.` : '',
    `Next steps: book demos with ${recs.slice(0, 2).map((r) => r.name).join(' and ')} and confirm pricing for your seat count.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The summary with the workspace's "Prepared by …" line as its first paragraph (issue 19). */
export function withPreparedBy(summary: string, preparedBy: string | null): string {
  if (!preparedBy || !summary) return summary;
  return `${preparedBy}\n\n${summary}`;
}
