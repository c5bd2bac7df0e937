// LLM executive summary: rewrites the built-in summary's facts as a readable summary. The
// facts already hold the names, scores, costs, risks and next steps; the model may reorder
// and explain them but not add figures (checked), and anything unusable returns the fallback.
import { z } from 'zod';
import type { SummaryWriter } from '../../recommendations/recommendations.routes.js';
import { askJson, describeError, MalformedOutputError, type LlmClient, type LlmLog } from './llm-client.js';
import { systemPrompt } from './prompt-context.js';
import { cleanModelText, dataBlock, figuresGrounded } from './untrusted-text.js';

const replySchema = z.object({ summary: z.string() });

function buildPrompt(facts: string): string {
  return [
    'Facts of a software selection, established by Stackwise (product names, match scores, costs, open points, next steps):',
    dataBlock('summary-facts', facts, 8000),
    '',
    "Task: write the executive summary of this selection for the company's decision makers, in 3 to 5 short paragraphs (at most 2,000 characters in all).",
    'Open with the recommendation and why, then cost, the alternatives, the risks to check, and the next steps.',
    'Use only these facts. Keep every product name, score, price and date exactly as written; add no other numbers, products or claims.',
    'Separate paragraphs with a blank line.',
    '',
    'Reply with exactly this JSON shape: {"summary":"…"}',
  ].join('\n');
}

export function createSummaryWriter(client: LlmClient, log: LlmLog): SummaryWriter {
  return async (facts, fallback) => {
    try {
      const reply = await askJson(client, {
        system: systemPrompt('the report writer'),
        prompt: buildPrompt(facts),
        schema: replySchema,
        maxOutputTokens: 1200,
      });
      const summary = cleanModelText(reply.summary, { maxChars: 2400, minChars: 120, paragraphs: true });
      if (!summary) throw new MalformedOutputError('summary missing or too short');
      if (!figuresGrounded(summary, facts)) throw new MalformedOutputError('summary states figures that are not in the facts');
      return summary;
    } catch (err) {
      log.warn(
        { task: 'summary', provider: client.provider, model: client.modelId, error: describeError(err) },
        'LLM executive summary failed; using the built-in summary',
      );
      return fallback;
    }
  };
}
