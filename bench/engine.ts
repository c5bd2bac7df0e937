// Question generation and scoring time per project over every category (p50/p95, in process).
import { countryCodes, employeeCountValues, softwareCategoryValues } from '../src/shared/options.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalog } from '../src/server/catalog/catalog.js';
import type { Product } from '../src/shared/catalog/product-schema.js';
import { generateQuestions, type GeneratedQuestion } from '../src/server/modules/engine/generate-questions.js';
import { recommend } from '../src/server/modules/engine/recommend.js';
import { primePricing } from '../src/server/modules/engine/cost.js';
import { fmt, percentile } from './lib.js';

/** Every question answered with its first `picks` options; every third one a must-have. */
const answerAll = (qs: GeneratedQuestion[], picks: number) =>
  qs.map((q, i) => ({
    title: q.title,
    dimension: q.dimension,
    options: q.options,
    selected: q.options.slice(0, picks).map((o) => o.value),
    importance: (i % 3 === 0 ? 'must-have' : 'nice-to-have') as 'must-have' | 'nice-to-have',
  }));

export async function benchEngine(): Promise<Record<string, number>> {
  const catalog = loadCatalog();
  const gen: number[] = [];
  const score: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const softwareCategory of softwareCategoryValues)
      for (const country of countryCodes)
        for (const employeeCount of employeeCountValues) {
          const project = {
            name: 'Bench',
            country,
            industry: 'healthcare' as const,
            employeeCount,
            softwareCategory,
            affectedTeams: ['Sales' as const, 'Operations' as const],
            businessNeeds: 'We need automation, reporting, Slack and Xero integration, and HIPAA.',
          };
          let t = performance.now();
          const qs = generateQuestions(project, catalog);
          gen.push(performance.now() - t);
          const answered = answerAll(qs, 3);
          t = performance.now();
          recommend(project, answered, catalog);
          score.push(performance.now() - t);
        }
  const figures = {
    questionGenerationP50Ms: Number(fmt(percentile(gen, 50), 2)),
    questionGenerationP95Ms: Number(fmt(percentile(gen, 95), 2)),
    scoringP50Ms: Number(fmt(percentile(score, 50), 2)),
    scoringP95Ms: Number(fmt(percentile(score, 95), 2)),
  };
  console.log(
    `question generation: p50 ${figures.questionGenerationP50Ms} ms, p95 ${figures.questionGenerationP95Ms} ms (${gen.length} projects)`,
  );
  console.log(`scoring a project: p50 ${figures.scoringP50Ms} ms, p95 ${figures.scoringP95Ms} ms (target p95 < 50 ms)`);
  return { ...figures, ...(await benchLargeCatalog(catalog)) };
}

/**
 * 5,000 products in one category: the real CRM products copied under new ids (each copy keeps
 * its facts), written as files and loaded the way the server loads the catalog at start.
 */
async function benchLargeCatalog(real: Product[]): Promise<Record<string, number>> {
  const crm = real.filter((p) => p.categories.includes('crm') && !p.includes?.length);
  const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-catalog-'));
  try {
    for (let i = 0; i < 5000; i++) {
      const base = crm[i % crm.length]!;
      const id = `${base.id}-copy-${i}`;
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ ...base, id, name: `${base.name} ${i}` }));
    }
    let t = performance.now();
    const catalog = loadCatalog(dir);
    primePricing(catalog); // as the engine's job handlers do at start
    const loadMs = performance.now() - t;
    const gen: number[] = [];
    const score: number[] = [];
    // CPU time of the scoring thread's process too: on a shared machine wall time includes waiting for a core.
    const cpu: number[] = [];
    // One unmeasured pass first: a running server has long compiled the engine's hot paths, and
    // the first projects' JIT compilation is not what a request costs.
    for (let round = 0; round < 3; round++)
      for (const country of countryCodes)
        for (const employeeCount of employeeCountValues) {
          const measured = round > 0;
          const project = {
            name: 'Bench',
            country,
            industry: 'finance' as const,
            employeeCount,
            softwareCategory: 'crm' as const,
            affectedTeams: ['Sales' as const],
            businessNeeds: 'Pipeline, email sync, reporting and GDPR.',
          };
          t = performance.now();
          const qs = generateQuestions(project, catalog);
          if (measured) gen.push(performance.now() - t);
          const answered = answerAll(qs, 2);
          const c = process.cpuUsage();
          t = performance.now();
          recommend(project, answered, catalog);
          if (measured) score.push(performance.now() - t);
          const used = process.cpuUsage(c);
          if (measured) cpu.push((used.user + used.system) / 1000);
        }
    const figures = {
      largeCatalogProducts: catalog.length,
      largeCatalogLoadMs: Math.round(loadMs),
      largeCatalogQuestionsP95Ms: Number(fmt(percentile(gen, 95), 2)),
      largeCatalogScoringP50Ms: Number(fmt(percentile(score, 50), 2)),
      largeCatalogScoringP95Ms: Number(fmt(percentile(score, 95), 2)),
      largeCatalogScoringCpuP50Ms: Number(fmt(percentile(cpu, 50), 2)),
      largeCatalogScoringCpuP95Ms: Number(fmt(percentile(cpu, 95), 2)),
    };
    console.log(
      `5,000 CRM products: catalog load ${figures.largeCatalogLoadMs} ms; questions p95 ${figures.largeCatalogQuestionsP95Ms} ms, scoring p50 ${figures.largeCatalogScoringP50Ms} ms, p95 ${figures.largeCatalogScoringP95Ms} ms per project (target p95 < 25 ms); CPU time p50 ${figures.largeCatalogScoringCpuP50Ms} ms, p95 ${figures.largeCatalogScoringCpuP95Ms} ms (${score.length} projects after one warm-up pass)`,
    );
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEngine();
