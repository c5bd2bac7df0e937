// The demo script (issue 18, point 2): the buyer's must-haves, then their most telling
// nice-to-haves, turned into scenarios to watch each vendor perform live ("Show me …, using …"),
// in priority order, with the shortlist to score them on. Pure, so the page, the shared page and
// the PDF print the same script.
import { employeeCounts, industries, labelOf, type Country, type EmployeeCount, type Industry } from './options.js';
import type { RequirementVerdict } from './recommendations.js';
import { lowerFirst } from './wording.js';

/** Products on the scoring sheet: the top of the shortlist. */
export const DEMO_PRODUCTS = 3;
/** Nice-to-haves after the must-haves: enough to separate the products, few enough for one demo. */
export const DEMO_NICE_TO_HAVES = 5;
export const SCORE_SCALE = [1, 2, 3, 4, 5] as const;

export type DemoScenario = { key: string; number: number; requirement: string; mustHave: boolean; prompt: string };

export type DemoScript = {
  scenarios: DemoScenario[];
  /** The products scored, best match first. */
  products: string[];
  /** Must-haves that are documents, contracts, prices or dates: asked, not watched (see "Ask the vendor"). */
  askedNotShown: string[];
};

export type DemoProject = { country: Country; employeeCount: EmployeeCount; industry: Industry };
export type DemoRecommendation = { name: string; requirements: readonly RequirementVerdict[] };


/** Nothing to watch live: a certificate, a contract, the price or the go-live date. */
export const isAskedNotShown = (key: string) => key.startsWith('compliance:') || key === 'budget' || key.startsWith('timeline:');

/** One requirement as a scenario to watch: what to show, and with what. */
export function scenarioPrompt(r: Pick<RequirementVerdict, 'key' | 'label'>, project: DemoProject): string {
  const label = lowerFirst(r.label);
  if (r.key.startsWith('integration:')) return `Show me the connection to ${r.label} working both ways, using a test account of ours.`;
  if (r.key.startsWith('language:')) return `Show me the ${r.label}, using the screens our team will use every day.`;
  if (r.key.endsWith(':local-numbers')) return `Show me how we would get ${label}, using an area code where we work.`;
  if (r.key.startsWith('local:')) return `Show me ${label}, using a question we raise during the demo.`;
  if (r.key.startsWith('support:')) return `Show me how we would get ${label}, using a problem we raise during the demo.`;
  const who = `a ${lowerFirst(labelOf(industries, project.industry))} company of ${labelOf(employeeCounts, project.employeeCount)}`;
  return `Show me ${label}, using an example from our business (${who}).`;
}

/** The requirements of every shortlisted product, once each; a must-have anywhere stays a must-have. */
function mergedRequirements(recs: readonly DemoRecommendation[]): RequirementVerdict[] {
  const byKey = new Map<string, RequirementVerdict>();
  for (const rec of recs) {
    for (const r of rec.requirements) {
      const seen = byKey.get(r.key);
      if (!seen) byKey.set(r.key, r);
      else if (seen.importance !== 'must-have' && r.importance === 'must-have') byKey.set(r.key, { ...seen, importance: 'must-have' });
    }
  }
  return [...byKey.values()];
}

/**
 * Must-haves in the order the buyer gave them; then nice-to-haves the buyer ticked (not ones we
 * read from a comment or the business needs), those on which the shortlist differs first, since
 * a demo is for telling products apart.
 */
export function demoScript(input: { project: DemoProject; recommendations: readonly DemoRecommendation[] }): DemoScript {
  const shortlist = input.recommendations.slice(0, DEMO_PRODUCTS);
  const all = mergedRequirements(shortlist);
  const musts = all.filter((r) => r.importance === 'must-have');
  const differs = (key: string) => new Set(shortlist.map((rec) => rec.requirements.find((r) => r.key === key)?.verdict ?? 'unknown')).size > 1;
  const nice = all
    .filter((r) => r.importance !== 'must-have' && !r.origin && !isAskedNotShown(r.key))
    .map((r, index) => ({ r, rank: (differs(r.key) ? 0 : 1000) + index }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, DEMO_NICE_TO_HAVES)
    .map(({ r }) => r);
  const shown = [...musts.filter((r) => !isAskedNotShown(r.key)), ...nice];
  return {
    scenarios: shown.map((r, i) => ({ key: r.key, number: i + 1, requirement: r.label, mustHave: r.importance === 'must-have', prompt: scenarioPrompt(r, input.project) })),
    products: shortlist.map((rec) => rec.name),
    askedNotShown: musts.filter((r) => isAskedNotShown(r.key)).map((r) => r.label),
  };
}
