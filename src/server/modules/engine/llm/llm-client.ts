// The one place that talks to a language model: builds the provider's model from the
// configuration and asks for a JSON reply, parsed and checked against a zod schema. Anything
// else (HTTP error, timeout, prose instead of JSON, wrong shape) is thrown, and the callers
// fall back to the built-in text.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Env } from '../../../env.js';

export type LlmEnv = Pick<
  Env,
  'AI_PROVIDER' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'ANTHROPIC_API_KEY' | 'ANTHROPIC_BASE_URL'
>;

/** Enough of pino / Fastify's logger for a warning; the key is never logged. */
export type LlmLog = { warn: (details: object, message: string) => void };

export type LlmClient = { provider: 'openai' | 'anthropic'; modelId: string; model: LanguageModel; timeoutMs: number };

export class MalformedOutputError extends Error {}

/** Null when AI_PROVIDER is unset (env.ts has already required a model and key when it is set). */
export function createLlmClient(env: LlmEnv): LlmClient | null {
  const provider = env.AI_PROVIDER;
  if (!provider || !env.AI_MODEL) return null;
  const modelId = env.AI_MODEL;
  const model =
    provider === 'openai'
      ? // The chat completions API is what OpenAI-compatible servers (vLLM, llama.cpp, Ollama, LM Studio…) speak.
        createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).chat(modelId)
      : createAnthropic({ apiKey: env.ANTHROPIC_API_KEY, baseURL: env.ANTHROPIC_BASE_URL }).messages(modelId);
  return { provider, modelId, model, timeoutMs: env.AI_TIMEOUT_MS };
}

/**
 * One request, answered with a JSON object. We ask for JSON in the prompt rather than through
 * a provider's structured-output mode: every OpenAI-compatible server and every Claude model
 * handles it the same way, and we validate strictly ourselves anyway.
 */
export async function askJson<S extends z.ZodType>(
  client: LlmClient,
  request: { system: string; prompt: string; schema: S; maxOutputTokens: number },
): Promise<z.infer<S>> {
  const { text } = await generateText({
    model: client.model,
    system: request.system,
    prompt: request.prompt,
    maxOutputTokens: request.maxOutputTokens,
    // Sampling is left at the model's default: newer Claude models reject temperature, and
    // the checks on the reply, not the sampling, are what keeps the output safe.
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(client.timeoutMs),
  });
  const parsed = request.schema.safeParse(extractJson(text));
  if (!parsed.success)
    throw new MalformedOutputError(`reply does not match the expected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** The JSON object in a reply, tolerating code fences, a reasoning block or a sentence around it. */
export function extractJson(text: string): unknown {
  const body = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new MalformedOutputError('reply contains no JSON object');
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new MalformedOutputError('reply is not valid JSON');
  }
}

export function describeError(err: unknown): string {
  if (err instanceof Error)
    return err.name === 'AbortError' || err.name === 'TimeoutError' ? 'timed out' : err.message.slice(0, 300);
  return String(err).slice(0, 300);
}
