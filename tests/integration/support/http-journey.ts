// The user journey over real HTTP against a running server (AUTH_AUTOCONFIRM on): sign up,
// create a project, wait for its questions, answer them all, complete, read the results.
import { randomUUID } from 'node:crypto';
import type { CreateProjectInput, Project } from '../../../src/shared/projects.js';
import type { Answer, Question } from '../../../src/shared/questions.js';
import { waitFor } from './built-server.js';

export type Session = { token: string; userId: string; email: string };
export type Reply<T> = { status: number; body: T; ms: number };

export async function call<T = unknown>(baseUrl: string, session: Session | null, method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<Reply<T>> {
  const start = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: res.status, body: parsed as T, ms: performance.now() - start };
}

export async function ok<T>(reply: Promise<Reply<T>>, what: string): Promise<T> {
  const r = await reply;
  if (r.status >= 400) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function signUp(baseUrl: string, label = 'user'): Promise<Session> {
  const email = `${label}-${randomUUID().slice(0, 12)}@example.com`;
  const r = await call<{ access_token?: string; user?: { id: string } }>(baseUrl, null, 'POST', '/auth/v1/signup', { email, password: 'integration-password-1' });
  if (!r.body?.access_token || !r.body.user) throw new Error(`sign-up did not return a session (AUTH_AUTOCONFIRM on?): ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.access_token, userId: r.body.user.id, email };
}

export const projectInput = (i: number): CreateProjectInput => ({
  name: `Integration project ${i}`,
  country: (['US', 'UK', 'CA', 'DE'] as const)[i % 4]!,
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: (['crm', 'erp', 'hr', 'accounting'] as const)[i % 4]!,
  affectedTeams: ['Sales', 'Operations'],
  businessNeeds: 'Automate follow-ups, weekly reports, Slack and accounting integration.',
});

export function waitForStatus(baseUrl: string, session: Session, id: number, statuses: string[], timeoutMs = 60_000): Promise<Project> {
  return waitFor(
    `project ${id} to reach ${statuses.join('/')}`,
    async () => {
      const r = await call<Project>(baseUrl, session, 'GET', `/api/projects/${id}`);
      return r.status === 200 && statuses.includes(r.body.status) ? r.body : undefined;
    },
    timeoutMs,
    150,
  );
}

/** The answer given to question `q` in these tests: a deterministic pick of its options. */
export function chosenAnswer(q: Question, salt = 0): { selectedOption: string; importance: 'must-have' | 'nice-to-have'; additionalComments: string } {
  const usable = q.options.filter((o) => o.value !== 'none');
  const pick = usable.length ? usable[(q.order + salt) % usable.length]!.value : q.options[0]!.value;
  return { selectedOption: pick, importance: (q.order + salt) % 3 === 0 ? 'must-have' : 'nice-to-have', additionalComments: `comment ${q.order}/${salt}` };
}

export async function answerAll(baseUrl: string, session: Session, projectId: number, salt = 0): Promise<Map<number, string>> {
  const questions = await ok(call<Question[]>(baseUrl, session, 'GET', `/api/projects/${projectId}/questions`), 'questions');
  const given = new Map<number, string>();
  for (const q of questions) {
    const answer = chosenAnswer(q, salt);
    await ok(call<Answer>(baseUrl, session, 'POST', '/api/answers', { projectId, questionId: q.id, ...answer }), `answer ${q.id}`);
    given.set(q.id, answer.selectedOption);
  }
  return given;
}
