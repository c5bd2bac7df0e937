// LLM pass over recommendation descriptions: one short, specific paragraph per recommended
// product, written from the facts the engine already established (verdicts, fit, cost). The
// ranking and scores are fixed before this runs and nothing here can change them; a
// description that states a figure or a match band the facts don't contain is discarded.
import { z } from 'zod';
import type { CreateProjectInput } from '../../../../shared/projects.js';
import { matchBand, matchBands } from '../../../../shared/recommendations.js';
import type { Currency } from '../../../../shared/catalog/vocabulary.js';
import { formatMoney } from '../../../../shared/money.js';
import type { RecommendResult, ScoredProduct } from '../recommend.js';
import { askJson, describeError, type LlmClient, type LlmLog } from './llm-client.js';
import { businessNeedsBlock, projectFacts, systemPrompt } from './prompt-context.js';
import { cleanModelText, dataBlock, figuresGrounded } from './untrusted-text.js';

const replySchema = z.object({ descriptions: z.array(z.unknown()).max(20) });
const itemSchema = z.object({ id: z.string(), text: z.string() });

const ref = (index: number) => `p${index + 1}`;

/** The facts of one recommended product, as the model sees them and as its output is checked against. */
export function productFacts(r: ScoredProduct, rank: number, total: number): string {
  const a = r.analysis;
  const c = a.cost;
  const money = (n: number) => formatMoney(n, c.currency as Currency);
  const cost =
    c.monthly !== null
      ? `${c.planName} plan at ${money(c.monthly)} per month for ${c.seatBasis}; 3-year total ${c.threeYearTotal !== null ? money(c.threeYearTotal) : 'unknown'} including implementation ${money(c.implementationLow)}–${money(c.implementationHigh)}; ${
          c.withinBudget === null ? 'no budget set' : c.withinBudget ? 'within the budget' : 'above the budget'
        }`
      : c.note;
  return [
    `Name: ${r.product.name} (vendor: ${a.vendor})`,
    `Rank: ${rank} of ${total}; match score: ${r.score}% (${matchBand(r.score)})`,
    `Catalog description: ${r.product.description}`,
    'Requirements (importance, verdict, reason):',
    ...a.requirements.map((v) => `- ${v.label}: ${v.importance}, ${v.verdict}; ${v.reason}`),
    `Company size fit: ${a.fit.size.verdict}; ${a.fit.size.reason}`,
    `Industry fit: ${a.fit.industry.verdict}; ${a.fit.industry.reason}`,
    `Cost: ${cost}`,
    `Implementation: ${r.body.implementation.timeframe}, ${r.body.implementation.complexity} complexity`,
    `Pros: ${r.body.considerations.pros.join('; ')}`,
    `Cons: ${r.body.considerations.cons.join('; ')}`,
    `Best for: ${r.body.considerations.bestFor}`,
  ].join('\n');
}

function buildPrompt(project: CreateProjectInput, facts: readonly string[]): string {
  return [
    projectFacts(project),
    '',
    businessNeedsBlock(project),
    '',
    'Recommended products, in the order Stackwise ranked them; each block holds facts from our catalog and analysis:',
    ...facts.map((f, i) => dataBlock(`product-${ref(i)}`, f)),
    '',
    'Task: for every product block, write a description of 2 or 3 sentences (at most 450 characters) that starts with the product\'s name and is addressed to the customer ("you", "your team"):',
    'why this product fits their stated needs, naming the decisive must-have requirements it meets, and the main gap or risk from its facts.',
    "Use only the facts in that product's own block. You may repeat its match score, band and prices exactly as written there; write no other percentages, prices or ratings.",
    'Name no other product. Do not compare products, change the ranking, or advise against the ranking.',
    '',
    'Reply with exactly this JSON shape, one entry per block:',
    `{"descriptions":[${facts.map((_, i) => `{"id":"${ref(i)}","text":"…"}`).join(',')}]}`,
  ].join('\n');
}

function acceptable(text: string, facts: string, r: ScoredProduct, otherNames: readonly string[]): boolean {
  if (!figuresGrounded(text, facts)) return false;
  // About this product, and no other one the ranking placed or excluded.
  const lower = text.toLowerCase();
  const own = r.product.name.toLowerCase();
  if (!lower.includes(own)) return false;
  const rest = lower.split(own).join(' ');
  // A name inside this one ("Zoho" in "Zoho CRM") is looked for outside this product's name; a
  // name that contains this one ("Bigin by Zoho CRM") in the whole text.
  const mentions = (name: string) => name !== own && (name.includes(own) ? lower : rest).includes(name);
  if (otherNames.some((n) => mentions(n.toLowerCase()))) return false;
  const score = r.score;
  // Only this product's own band may be named ("Strong Match" must not become "Best Match").
  const band = matchBand(score);
  return matchBands.every((b) => b.label === band || !text.includes(b.label));
}

/** Never throws: products missing from the returned map keep their built-in description. */
export async function writeDescriptions(
  client: LlmClient,
  log: LlmLog,
  project: CreateProjectInput,
  result: RecommendResult,
): Promise<Map<string, string>> {
  const descriptions = new Map<string, string>();
  const recs = result.recommendations;
  if (recs.length === 0) return descriptions;
  try {
    const facts = recs.map((r, i) => productFacts(r, i + 1, recs.length));
    const reply = await askJson(client, {
      system: systemPrompt('the report writer'),
      prompt: buildPrompt(project, facts),
      schema: replySchema,
      maxOutputTokens: 400 * recs.length + 200,
    });
    const otherNames = [...recs.map((r) => r.product.name), ...result.exclusions.map((e) => e.softwareName)];
    let rejected = 0;
    for (const raw of reply.descriptions) {
      const item = itemSchema.safeParse(raw);
      if (!item.success) continue;
      const index = recs.findIndex((_, i) => ref(i) === item.data.id.trim());
      if (index < 0 || descriptions.has(recs[index]!.product.id)) continue;
      const text = cleanModelText(item.data.text, { maxChars: 600, minChars: 60 });
      if (text && acceptable(text, facts[index]!, recs[index]!, otherNames)) descriptions.set(recs[index]!.product.id, text);
      else rejected += 1;
    }
    if (rejected)
      log.warn(
        { task: 'descriptions', rejected },
        'LLM descriptions failed the checks; kept the built-in text for those products',
      );
  } catch (err) {
    log.warn(
      { task: 'descriptions', provider: client.provider, model: client.modelId, error: describeError(err) },
      'LLM descriptions failed; using the built-in descriptions',
    );
  }
  return descriptions;
}
