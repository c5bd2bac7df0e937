// Entry point of the optional LLM: everything is undefined (built-in text only) unless
// AI_PROVIDER is set. Wired in by the composition root; see docs/decisions/006-optional-llm.md.
import type { SummaryWriter } from '../../recommendations/recommendations.routes.js';
import type { Wording } from '../engine.service.js';
import { createLlmClient, type LlmClient, type LlmEnv, type LlmLog } from './llm-client.js';
import { writeDescriptions } from './recommendation-descriptions.js';
import { wordQuestions } from './question-wording.js';
import { createSummaryWriter } from './summary-writer.js';

export type LlmFeatures = { wording?: Wording; writeSummary?: SummaryWriter };

function wordingFor(client: LlmClient, log: LlmLog): Wording {
  return {
    questions: (project, built) => wordQuestions(client, log, project, built),
    descriptions: (project, result) => writeDescriptions(client, log, project, result),
  };
}

export function createLlmWording(env: LlmEnv, log: LlmLog): Wording | undefined {
  const client = createLlmClient(env);
  return client ? wordingFor(client, log) : undefined;
}

export function createLlmFeatures(env: LlmEnv, log: LlmLog & { info: (details: object, message: string) => void }): LlmFeatures {
  const client = createLlmClient(env);
  if (!client) return {};
  const endpoint =
    client.provider === 'openai' ? (env.OPENAI_BASE_URL ?? 'api.openai.com') : (env.ANTHROPIC_BASE_URL ?? 'api.anthropic.com');
  log.info(
    { provider: client.provider, model: client.modelId, endpoint: safeEndpoint(endpoint), timeoutMs: client.timeoutMs },
    'LLM wording on (built-in text is the fallback)',
  );
  return { wording: wordingFor(client, log), writeSummary: createSummaryWriter(client, log) };
}

/** The host of a base URL, without any credentials or query that might be in it. */
function safeEndpoint(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return url;
  }
}
