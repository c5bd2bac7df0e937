// Shared inputs of the LLM tests: a project, its built-in questions and recommendations from
// the real catalog, the environment pointing at a fake provider, and a logger that records.
import type { CreateProjectInput } from '../../src/shared/projects.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { loadEnv } from '../../src/server/env.js';
import { generateQuestions, type GeneratedQuestion } from '../../src/server/modules/engine/generate-questions.js';
import { recommend, type RecommendResult } from '../../src/server/modules/engine/recommend.js';
import type { FakeProvider } from './fake-llm-server.js';

export const project: CreateProjectInput = {
  name: 'Praxis Nord',
  country: 'DE',
  industry: 'healthcare',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Customer Service'],
  businessNeeds:
    'We track patient referrals from partner clinics, need contracts signed online and want to book meetings from the CRM.',
};

export function builtQuestions(input: CreateProjectInput = project): GeneratedQuestion[] {
  return generateQuestions(input, loadCatalog());
}

/** Recommendations with every question answered by its first option. */
export function builtRecommendations(input: CreateProjectInput = project): RecommendResult {
  const answered = builtQuestions(input).map((q) => ({
    title: q.title,
    dimension: q.dimension,
    options: q.options,
    selected: [q.options[0]!.value],
    importance: 'nice-to-have' as const,
  }));
  return recommend(input, answered, loadCatalog());
}

export function llmEnv(provider: FakeProvider, baseUrl: string, overrides: Record<string, string> = {}) {
  return loadEnv({
    AI_PROVIDER: provider,
    AI_MODEL: provider === 'openai' ? 'local-test-model' : 'claude-test-model',
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: baseUrl,
    AI_TIMEOUT_MS: '5000',
    ...overrides,
  });
}

export type RecordedLog = { warnings: { details: Record<string, unknown>; message: string }[]; infos: string[] };

export function recordingLog(): RecordedLog & { warn: (d: object, m: string) => void; info: (d: object, m: string) => void } {
  const record: RecordedLog = { warnings: [], infos: [] };
  return {
    ...record,
    warn: (details, message) => record.warnings.push({ details: details as Record<string, unknown>, message }),
    info: (_details, message) => record.infos.push(message),
  };
}

/** The JSON a well-behaved model returns for the questions prompt: every question reworded. */
export function rewordAll(built: readonly GeneratedQuestion[], added: unknown[] = []): string {
  return JSON.stringify({
    questions: built.map((q, i) => ({
      id: `q${i + 1}`,
      title: `For your practice: ${q.title}`,
      description: `Reworded for a healthcare team. ${q.description}`.slice(0, 240),
    })),
    added,
  });
}
