// Questions and answers of a project, always through its owner. An answer must belong to a
// question of the caller's project and every selected value must be one of its options.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Answer, Question, SaveAnswerInput } from '../../../shared/questions.js';
import type { Db } from '../../db/client.js';
import { answers, projects, questions } from '../../db/tables/projects.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { enqueueJob, notifyJobQueued } from '../jobs/jobs.queue.js';
import { getOwnedProject, jobKinds } from '../projects/projects.service.js';

export async function listQuestions({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Question[]> {
  await getOwnedProject({ db, ownerId, projectId });
  const rows = await db.select().from(questions).where(eq(questions.projectId, projectId)).orderBy(asc(questions.position));
  return rows.map((q) => ({
    id: q.id,
    projectId: q.projectId,
    order: q.position,
    category: q.category,
    title: q.title,
    description: q.description,
    options: q.options,
    selection: q.selection,
    dimension: q.dimension,
  }));
}

const presentAnswer = (a: typeof answers.$inferSelect): Answer => ({
  id: a.id,
  questionId: a.questionId,
  projectId: a.projectId,
  selectedOption: a.selectedOption,
  additionalComments: a.additionalComments,
  importance: a.importance as Answer['importance'],
});

export async function listAnswers({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Answer[]> {
  await getOwnedProject({ db, ownerId, projectId });
  const rows = await db.select().from(answers).where(eq(answers.projectId, projectId)).orderBy(asc(answers.questionId));
  return rows.map(presentAnswer);
}

const answerable = ['ready', 'in_progress'];
/** A completed project's answers can be edited and re-run, free; not while an analysis runs. */
const editable = [...answerable, 'completed'];

/** The question an answer names, within its project: built once, prepared per connection. */
const questionQueries = new WeakMap<Db, ReturnType<typeof prepareQuestionOf>>();
const prepareQuestionOf = (db: Db) =>
  db
    .select()
    .from(questions)
    .where(and(eq(questions.id, sql.placeholder('questionId')), eq(questions.projectId, sql.placeholder('projectId'))))
    .prepare('question_of_project');
function questionOf(db: Db) {
  let q = questionQueries.get(db);
  if (!q) questionQueries.set(db, (q = prepareQuestionOf(db)));
  return q;
}

export async function saveAnswer({ db, ownerId, input }: { db: Db; ownerId: string; input: SaveAnswerInput }): Promise<Answer> {
  const project = await getOwnedProject({ db, ownerId, projectId: input.projectId });
  if (!editable.includes(project.status)) {
    throw new HttpError(409, project.status === 'analyzing' ? 'Your recommendations are being updated; try again in a moment' : 'Questions are not ready yet', 'not_answerable');
  }
  const [question] = await questionOf(db).execute({ questionId: input.questionId, projectId: input.projectId });
  if (!question) throw badRequest('questionId: this question does not belong to the project', 'invalid_question');
  const selected = [...new Set(input.selectedOption.split(',').map((s) => s.trim()).filter(Boolean))];
  if (selected.length === 0) throw badRequest('Please select at least one answer', 'validation_failed');
  const unknown = selected.filter((v) => !question.options.some((o) => o.value === v));
  if (unknown.length) throw badRequest(`selectedOption: "${unknown[0]}" is not an option of this question`, 'validation_failed');
  if (question.selection === 'single' && selected.length > 1) throw badRequest('This question takes one answer: choose a single option', 'single_choice');
  const comments = input.additionalComments?.trim() ? input.additionalComments.trim() : null;
  const importance = input.importance ?? 'nice-to-have';

  const upsert = (tx: Pick<Db, 'insert'>) =>
    tx
      .insert(answers)
      .values({ projectId: input.projectId, questionId: input.questionId, selectedOption: selected.join(','), additionalComments: comments, importance })
      .onConflictDoUpdate({
        target: answers.questionId,
        set: { selectedOption: selected.join(','), additionalComments: comments, importance, updatedAt: new Date() },
      })
      .returning();
  // Only the first answer moves the project to in_progress; the others are one statement,
  // without a transaction's extra round trips (this is the busiest write of the journey).
  if (project.status !== 'ready') return presentAnswer((await upsert(db))[0]!);
  const saved = await db.transaction(async (tx) => {
    const [row] = await upsert(tx);
    await tx
      .update(projects)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(projects.id, input.projectId), eq(projects.status, 'ready')));
    return row!;
  });
  return presentAnswer(saved);
}

export async function completeQuestionnaire({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }) {
  const project = await getOwnedProject({ db, ownerId, projectId });
  if (project.status === 'analyzing' || project.status === 'completed') return project; // a repeated click is harmless
  if (!answerable.includes(project.status)) throw new HttpError(409, 'Questions are not ready yet', 'not_answerable');
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      answered: sql<number>`count(${answers.id})`.mapWith(Number),
    })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.projectId, projectId));
  const missing = (counts?.total ?? 0) - (counts?.answered ?? 0);
  if (!counts?.total || missing > 0) {
    throw badRequest(`Please answer every question before completing (${missing} unanswered)`, 'questions_unanswered');
  }
  // Only the request that moves the project to analyzing queues the job: a second click (on
  // this or another instance) finds the status changed and queues nothing.
  const queued = await db.transaction(async (tx) => {
    const moved = await tx
      .update(projects)
      .set({ status: 'analyzing', updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), inArray(projects.status, answerable)))
      .returning({ id: projects.id });
    if (moved.length === 0) return false;
    await enqueueJob(tx, { kind: jobKinds.recommendations, payload: { projectId }, dedupeKey: `recommendations:${projectId}` });
    return true;
  });
  if (queued) notifyJobQueued();
  return getOwnedProject({ db, ownerId, projectId });
}

/**
 * "Update recommendations": after answers of a completed project were edited, run the
 * analysis again. Free (credits are spent on creating a project, not on analyses); every run
 * is kept so the results can say what changed.
 */
export async function rerunRecommendations({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }) {
  const project = await getOwnedProject({ db, ownerId, projectId });
  if (project.status === 'analyzing') return project; // a repeated click is harmless
  if (project.status !== 'completed') throw new HttpError(409, 'Only a completed project can be re-run; complete the questionnaire first', 'not_completed');
  const queued = await db.transaction(async (tx) => {
    const moved = await tx
      .update(projects)
      .set({ status: 'analyzing', updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'completed')))
      .returning({ id: projects.id });
    if (moved.length === 0) return false;
    await enqueueJob(tx, { kind: jobKinds.recommendations, payload: { projectId }, dedupeKey: `recommendations:${projectId}` });
    return true;
  });
  if (queued) notifyJobQueued();
  return getOwnedProject({ db, ownerId, projectId });
}
