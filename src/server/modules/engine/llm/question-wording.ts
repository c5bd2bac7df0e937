// LLM pass over the built-in questionnaire: rewords titles and descriptions, and adds up to
// three questions for needs the business-needs text states and the built-in questions miss.
// Built-in questions keep their options, order and dimensions; an added question's options
// are vocabulary tokens checked here, labelled by us, and always end with "none".
import { z } from 'zod';
import type { CreateProjectInput } from '../../../../shared/projects.js';
import type { QuestionOption } from '../../../../shared/questions.js';
import { NONE, type GeneratedQuestion } from '../generate-questions.js';
import { askJson, describeError, type LlmClient, type LlmLog } from './llm-client.js';
import { businessNeedsBlock, projectFacts, systemPrompt } from './prompt-context.js';
import { canonicalToken, questionVocabulary } from './question-vocabulary.js';
import { cleanModelText, figuresGrounded } from './untrusted-text.js';

export const MAX_QUESTIONS = 15;
export const MAX_ADDED_QUESTIONS = 3;
const MAX_OPTIONS_PER_ADDED = 8;
export const ADDED_CATEGORY = 'From your business needs';

const replySchema = z
  .object({ questions: z.array(z.unknown()).max(60).optional(), added: z.array(z.unknown()).max(20).optional() })
  .refine((r) => r.questions !== undefined || r.added !== undefined, 'expected "questions" or "added"');
const rewordSchema = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });
const addedSchema = z.object({ title: z.string(), description: z.string().optional(), options: z.array(z.unknown()).max(40) });

const ref = (index: number) => `q${index + 1}`;
/** Every title is a question; a reply that turns one into a statement has gone off task. */
const isQuestion = (title: string) => title.endsWith('?');

function buildPrompt(
  project: CreateProjectInput,
  built: readonly GeneratedQuestion[],
  allowed: ReadonlyMap<string, string>,
  room: number,
): string {
  const draft = built.map((q, i) => ({
    id: ref(i),
    category: q.category,
    title: q.title,
    description: q.description,
    options: q.options.map((o) => o.label),
  }));
  const addTask =
    room > 0
      ? [
          `2. Add at most ${room} new question${room > 1 ? 's' : ''} ("added") only for needs the business-needs text states and the draft does not already ask about.`,
          `   Each new question has 2 to ${MAX_OPTIONS_PER_ADDED} options; every option is exactly one value from the allowed list below (copy the value before "="). If no such need is stated, return "added": [].`,
          '',
          'Allowed option values for new questions (value = meaning); values the draft already offers are not listed:',
          ...[...allowed].map(([token, label]) => `${token} = ${label}`),
        ]
      : ['2. Do not add questions: return "added": [].'];
  return [
    projectFacts(project),
    '',
    businessNeedsBlock(project),
    '',
    'Draft questionnaire (each question is multi-select; its options are fixed and shown only for context):',
    JSON.stringify(draft),
    '',
    'Tasks:',
    '1. Reword the title and the description of every draft question ("questions") so they read naturally for this particular company.',
    "   Keep each question's meaning and scope exactly, because its options will not change. Title: one question of at most 120 characters.",
    '   Description: one or two sentences of at most 250 characters. Name no products, vendors or prices.',
    ...addTask,
    '',
    'Reply with exactly this JSON shape:',
    '{"questions":[{"id":"q1","title":"…","description":"…"}],"added":[{"title":"…","description":"…","options":["feature:…","integration:…"]}]}',
  ].join('\n');
}

function reword(built: readonly GeneratedQuestion[], items: readonly unknown[]): GeneratedQuestion[] {
  const result = built.map((q) => ({ ...q }));
  for (const raw of items) {
    const item = rewordSchema.safeParse(raw);
    if (!item.success) continue;
    const index = result.findIndex((_, i) => ref(i) === item.data.id.trim());
    if (index < 0) continue;
    const original = built[index]!;
    const facts = [original.title, original.description, ...original.options.map((o) => o.label)].join(' ');
    const title = cleanModelText(item.data.title, { maxChars: 160, minChars: 8 });
    const description = cleanModelText(item.data.description, { maxChars: 400, minChars: 20 });
    if (title && isQuestion(title) && figuresGrounded(title, facts)) result[index]!.title = title;
    if (description && figuresGrounded(description, facts)) result[index]!.description = description;
  }
  return result;
}

function addQuestions(
  items: readonly unknown[],
  allowed: ReadonlyMap<string, string>,
  room: number,
  existingTitles: Set<string>,
): { added: Omit<GeneratedQuestion, 'order'>[]; dropped: string[] } {
  const added: Omit<GeneratedQuestion, 'order'>[] = [];
  const dropped: string[] = [];
  const used = new Set<string>();
  for (const raw of items) {
    if (added.length >= room) break;
    const item = addedSchema.safeParse(raw);
    if (!item.success) continue;
    const title = cleanModelText(item.data.title, { maxChars: 160, minChars: 8 });
    if (!title || !isQuestion(title) || existingTitles.has(title.toLowerCase())) continue;
    const tokens: string[] = [];
    for (const written of item.data.options) {
      const token = canonicalToken(allowed, written);
      if (!token) {
        if (written !== NONE) dropped.push(String(written).slice(0, 60));
        continue;
      }
      if (!used.has(token) && !tokens.includes(token)) tokens.push(token);
    }
    const kept = tokens.slice(0, MAX_OPTIONS_PER_ADDED);
    if (kept.length < 2) continue;
    for (const t of kept) used.add(t);
    existingTitles.add(title.toLowerCase());
    const options: QuestionOption[] = [
      ...kept.map((t) => ({ value: t, label: allowed.get(t)! })),
      { value: NONE, label: 'None of these' },
    ];
    added.push({
      category: ADDED_CATEGORY,
      title,
      description:
        cleanModelText(item.data.description, { maxChars: 400, minChars: 20 }) ??
        'Drawn from the business needs you described. Select everything you need.',
      dimension: `needs:${added.length + 1}`,
      options,
      selection: 'multiple',
    });
  }
  return { added, dropped };
}

/** Never throws: on any failure the built-in questions come back unchanged. */
export async function wordQuestions(
  client: LlmClient,
  log: LlmLog,
  project: CreateProjectInput,
  built: GeneratedQuestion[],
): Promise<GeneratedQuestion[]> {
  try {
    const offered = new Set(built.flatMap((q) => q.options.map((o) => o.value)));
    const allowed = new Map([...questionVocabulary(project)].filter(([token]) => !offered.has(token)));
    const room = Math.max(0, Math.min(MAX_ADDED_QUESTIONS, MAX_QUESTIONS - built.length));
    const reply = await askJson(client, {
      system: systemPrompt('the questionnaire editor'),
      prompt: buildPrompt(project, built, allowed, room),
      schema: replySchema,
      maxOutputTokens: 3000,
    });
    const reworded = reword(built, reply.questions ?? []);
    const { added, dropped } = addQuestions(
      reply.added ?? [],
      allowed,
      room,
      new Set(reworded.map((q) => q.title.toLowerCase())),
    );
    if (dropped.length)
      log.warn(
        { task: 'questions', dropped: dropped.slice(0, 10) },
        'LLM proposed option values outside the vocabulary; dropped them',
      );
    const last = Math.max(0, ...reworded.map((q) => q.order));
    return [...reworded, ...added.map((q, i) => ({ ...q, order: last + i + 1 }))];
  } catch (err) {
    log.warn(
      { task: 'questions', provider: client.provider, model: client.modelId, error: describeError(err) },
      'LLM question wording failed; using the built-in questions',
    );
    return built;
  }
}
