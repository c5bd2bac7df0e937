// Question generation and scoring time per project over every category (p50/p95, in process).
import { countryCodes, employeeCountValues, softwareCategoryValues } from '../src/shared/options.js';
import { loadCatalog } from '../src/server/catalog/catalog.js';
import { generateQuestions } from '../src/server/modules/engine/generate-questions.js';
import { recommend } from '../src/server/modules/engine/recommend.js';
import { fmt, percentile } from './lib.js';

export async function benchEngine(): Promise<Record<string, number>> {
  const catalog = loadCatalog();
  const gen: number[] = [];
  const score: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const softwareCategory of softwareCategoryValues)
      for (const country of countryCodes)
        for (const employeeCount of employeeCountValues) {
          const project = { name: 'Bench', country, industry: 'healthcare' as const, employeeCount, softwareCategory, affectedTeams: ['Sales' as const, 'Operations' as const], businessNeeds: 'We need automation, reporting, Slack and Xero integration, and HIPAA.' };
          let t = performance.now();
          const qs = generateQuestions(project, catalog);
          gen.push(performance.now() - t);
          const answered = qs.map((q, i) => ({ title: q.title, dimension: q.dimension, options: q.options, selected: q.options.slice(0, 3).map((o) => o.value), importance: (i % 3 === 0 ? 'must-have' : 'nice-to-have') as 'must-have' | 'nice-to-have' }));
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
  console.log(`question generation: p50 ${figures.questionGenerationP50Ms} ms, p95 ${figures.questionGenerationP95Ms} ms (${gen.length} projects)`);
  console.log(`scoring a project: p50 ${figures.scoringP50Ms} ms, p95 ${figures.scoringP95Ms} ms (target p95 < 50 ms)`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEngine();
